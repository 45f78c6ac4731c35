import type { RouteObject } from 'react-router';
import type { studioPages } from './studioPages';

type StudioPages = typeof studioPages;
type PageName = keyof StudioPages;
type PageWithData = { [Name in PageName]: StudioPages[Name] extends { loader: unknown } ? Name : never }[PageName];
type ListPage = { [Name in PageName]: StudioPages[Name] extends { route: unknown } ? Name : never }[PageName];
type PageWithoutData = Exclude<PageName, PageWithData | ListPage>;

const loadStudioPages = async () => (await import('./studioPages')).studioPages;

/** A studio page without a loader: its code loads when it is opened. */
function page(name: PageWithoutData): RouteObject['lazy'] {
  return { Component: async () => (await loadStudioPages())[name].Component() };
}

/** A studio page whose loader starts its queries while the page's code loads. */
function pageWithData(name: PageWithData): RouteObject['lazy'] {
  return {
    loader: async () => (await loadStudioPages())[name].loader(),
    Component: async () => (await loadStudioPages())[name].Component(),
  };
}

/** A studio list: its route module starts the list's query and says when it must load again. */
function listPage(name: ListPage): RouteObject['lazy'] {
  const route = async () => await (await loadStudioPages())[name].route();
  return {
    loader: async () => (await route()).loader,
    shouldRevalidate: async () => (await route()).shouldRevalidate,
    Component: async () => (await loadStudioPages())[name].Component(),
  };
}

/**
 * Everything under /studio. The studio's code, and the list of its pages' code (studioPages.ts),
 * load only when someone opens it, so the public site carries no more than these paths.
 */
export const studioRoute: RouteObject = {
  path: 'studio',
  lazy: { Component: async () => (await import('./StudioRoot')).StudioRoot },
  children: [
    {
      index: true,
      lazy: pageWithData('dashboard'),
    },
    { path: 'profile', lazy: page('profile') },
    {
      path: 'leads',
      lazy: listPage('leads'),
    },
    {
      path: 'applications',
      lazy: listPage('applications'),
    },
    {
      path: 'brands',
      children: [
        {
          index: true,
          lazy: listPage('brands'),
        },
        { path: 'new', lazy: page('newBrand') },
        {
          path: ':brandId',
          lazy: pageWithData('editBrand'),
        },
      ],
    },
    {
      path: 'collections',
      children: [
        {
          index: true,
          lazy: listPage('collections'),
        },
        {
          path: 'new',
          lazy: page('newCollection'),
        },
        {
          path: ':collectionId',
          lazy: pageWithData('editCollection'),
        },
      ],
    },
    {
      path: 'products',
      children: [
        {
          index: true,
          lazy: listPage('products'),
        },
        {
          path: 'new',
          lazy: pageWithData('newProduct'),
        },
        {
          path: 'new-service',
          lazy: pageWithData('newService'),
        },
        {
          path: 'import',
          lazy: page('importProducts'),
        },
        {
          path: ':productId',
          lazy: page('editProduct'),
        },
      ],
    },
    {
      path: 'services',
      children: [
        {
          index: true,
          lazy: listPage('services'),
        },
        {
          path: ':serviceId',
          lazy: pageWithData('editService'),
        },
      ],
    },
    {
      path: 'portfolio',
      children: [
        {
          index: true,
          lazy: listPage('portfolio'),
        },
        {
          path: 'new',
          lazy: pageWithData('newPortfolio'),
        },
      ],
    },
    {
      path: 'hero',
      children: [
        {
          index: true,
          lazy: pageWithData('heroSlides'),
        },
        { path: 'new', lazy: page('newHeroSlide') },
        {
          path: ':slideId',
          lazy: page('editHeroSlide'),
        },
      ],
    },
    {
      path: 'users',
      lazy: listPage('users'),
    },
    {
      path: 'activity',
      lazy: listPage('activity'),
    },
    {
      path: 'faqs',
      lazy: listPage('faqs'),
    },
    {
      path: 'legal',
      children: [
        {
          index: true,
          lazy: page('legalDocuments'),
        },
        {
          path: 'new',
          lazy: page('newLegalDocument'),
        },
        {
          path: ':documentId',
          lazy: page('editLegalDocument'),
        },
      ],
    },
    {
      path: 'spotlight',
      children: [
        {
          index: true,
          lazy: listPage('spotlights'),
        },
        {
          path: 'new',
          lazy: page('newSpotlight'),
        },
        {
          path: 'diagnostics',
          lazy: page('uploadDiagnostics'),
        },
        {
          path: ':spotlightId',
          lazy: pageWithData('editSpotlight'),
        },
      ],
    },
    {
      path: 'subscriptions',
      lazy: page('subscriptions'),
    },
    {
      path: 'reviews',
      lazy: listPage('reviews'),
    },
    {
      path: 'inbox',
      lazy: listPage('inbox'),
    },
    {
      path: 'settings',
      lazy: page('settings'),
    },
    {
      path: 'tags',
      lazy: page('tags'),
    },
    { path: '*', lazy: page('notFound') },
  ],
};
