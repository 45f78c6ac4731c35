import type { RouteObject } from 'react-router';

/**
 * Everything under /studio. The studio's code loads only when someone opens it; a built section's
 * route loader (<section>Route.ts) starts its queries as its code loads.
 */
export const studioRoute: RouteObject = {
  path: 'studio',
  lazy: { Component: async () => (await import('./StudioRoot')).StudioRoot },
  children: [
    {
      index: true,
      lazy: {
        loader: async () => (await import('../dashboard/dashboardRoute')).dashboardLoader,
        Component: async () => (await import('../dashboard/StudioHomePage')).StudioHomePage,
      },
    },
    { path: 'profile', lazy: { Component: async () => (await import('./StudioProfilePage')).StudioProfilePage } },
    {
      path: 'leads',
      lazy: {
        loader: async () => (await import('../leads/leadsRoute')).leadsLoader,
        Component: async () => (await import('../leads/LeadsPage')).LeadsPage,
      },
    },
    {
      path: 'applications',
      lazy: {
        loader: async () => (await import('../applications/applicationsRoute')).applicationsLoader,
        Component: async () => (await import('../applications/ApplicationsPage')).ApplicationsPage,
      },
    },
    {
      path: 'brands',
      children: [
        {
          index: true,
          lazy: {
            loader: async () => (await import('../brands/brandsRoute')).brandsLoader,
            Component: async () => (await import('../brands/BrandsPage')).BrandsPage,
          },
        },
        { path: 'new', lazy: { Component: async () => (await import('../brands/NewBrandPage')).NewBrandPage } },
        {
          path: ':brandId',
          lazy: {
            loader: async () => (await import('../brands/brandsRoute')).editBrandLoader,
            Component: async () => (await import('../brands/EditBrandPage')).EditBrandPage,
          },
        },
      ],
    },
    {
      path: 'collections',
      children: [
        {
          index: true,
          lazy: {
            loader: async () => (await import('../collections/collectionsRoute')).collectionsLoader,
            Component: async () => (await import('../collections/CollectionsPage')).CollectionsPage,
          },
        },
        {
          path: 'new',
          lazy: { Component: async () => (await import('../collections/NewCollectionPage')).NewCollectionPage },
        },
        {
          path: ':collectionId',
          lazy: {
            loader: async () => (await import('../collections/collectionsRoute')).editCollectionLoader,
            Component: async () => (await import('../collections/EditCollectionPage')).EditCollectionPage,
          },
        },
      ],
    },
    {
      path: 'products',
      children: [
        {
          index: true,
          lazy: {
            loader: async () => (await import('../products/productsRoute')).productsLoader,
            Component: async () => (await import('../products/ProductsPage')).ProductsPage,
          },
        },
        {
          path: 'new',
          lazy: {
            loader: async () => (await import('../products/productsRoute')).newProductLoader,
            Component: async () => (await import('../products/NewProductPage')).NewProductPage,
          },
        },
        {
          path: 'new-service',
          lazy: {
            loader: async () => (await import('../services/servicesRoute')).newServiceLoader,
            Component: async () => (await import('../services/NewServicePage')).NewServicePage,
          },
        },
        {
          path: 'import',
          lazy: {
            Component: async () => (await import('../products/import/ProductsImportPage')).ProductsImportPage,
          },
        },
        {
          path: ':productId',
          lazy: { Component: async () => (await import('../products/EditProductPage')).EditProductPage },
        },
      ],
    },
    {
      path: 'services',
      children: [
        {
          index: true,
          lazy: {
            loader: async () => (await import('../services/servicesRoute')).servicesLoader,
            Component: async () => (await import('../services/ServicesPage')).ServicesPage,
          },
        },
        {
          path: ':serviceId',
          lazy: {
            loader: async () => (await import('../services/servicesRoute')).editServiceLoader,
            Component: async () => (await import('../services/EditServicePage')).EditServicePage,
          },
        },
      ],
    },
    {
      path: 'portfolio',
      children: [
        {
          index: true,
          lazy: {
            loader: async () => (await import('../portfolio/portfolioRoute')).portfolioLoader,
            Component: async () => (await import('../portfolio/PortfolioPage')).PortfolioPage,
          },
        },
        {
          path: 'new',
          lazy: {
            loader: async () => (await import('../portfolio/portfolioRoute')).newPortfolioLoader,
            Component: async () => (await import('../portfolio/NewPortfolioPage')).NewPortfolioPage,
          },
        },
      ],
    },
    {
      path: 'hero',
      children: [
        {
          index: true,
          lazy: {
            loader: async () => (await import('../hero/heroRoute')).heroLoader,
            Component: async () => (await import('../hero/HeroSlidesPage')).HeroSlidesPage,
          },
        },
        { path: 'new', lazy: { Component: async () => (await import('../hero/NewHeroSlidePage')).NewHeroSlidePage } },
        {
          path: ':slideId',
          lazy: { Component: async () => (await import('../hero/EditHeroSlidePage')).EditHeroSlidePage },
        },
      ],
    },
    {
      path: 'users',
      lazy: {
        loader: async () => (await import('../users/usersRoute')).usersLoader,
        Component: async () => (await import('../users/UsersPage')).UsersPage,
      },
    },
    {
      path: 'activity',
      lazy: {
        loader: async () => (await import('../activity/activityRoute')).activityLoader,
        Component: async () => (await import('../activity/ActivityPage')).ActivityPage,
      },
    },
    {
      path: 'faqs',
      lazy: {
        loader: async () => (await import('../faqs/faqsRoute')).faqsLoader,
        Component: async () => (await import('../faqs/FaqsPage')).FaqsPage,
      },
    },
    {
      path: 'legal',
      children: [
        {
          index: true,
          lazy: { Component: async () => (await import('../legal/LegalDocumentsPage')).LegalDocumentsPage },
        },
        {
          path: 'new',
          lazy: { Component: async () => (await import('../legal/NewLegalDocumentPage')).NewLegalDocumentPage },
        },
        {
          path: ':documentId',
          lazy: { Component: async () => (await import('../legal/EditLegalDocumentPage')).EditLegalDocumentPage },
        },
      ],
    },
    {
      path: 'spotlight',
      children: [
        {
          index: true,
          lazy: {
            loader: async () => (await import('../spotlight/spotlightRoute')).spotlightsLoader,
            Component: async () => (await import('../spotlight/SpotlightsPage')).SpotlightsPage,
          },
        },
        {
          path: 'new',
          lazy: { Component: async () => (await import('../spotlight/NewSpotlightPage')).NewSpotlightPage },
        },
        {
          path: 'diagnostics',
          lazy: { Component: async () => (await import('../spotlight/UploadDiagnosticsPage')).UploadDiagnosticsPage },
        },
        {
          path: ':spotlightId',
          lazy: {
            loader: async () => (await import('../spotlight/spotlightRoute')).editSpotlightLoader,
            Component: async () => (await import('../spotlight/EditSpotlightPage')).EditSpotlightPage,
          },
        },
      ],
    },
    {
      path: 'subscriptions',
      lazy: { Component: async () => (await import('../newsletter/NewsletterPage')).NewsletterPage },
    },
    {
      path: 'reviews',
      lazy: {
        loader: async () => (await import('../reviews/reviewsRoute')).reviewsLoader,
        Component: async () => (await import('../reviews/ReviewsPage')).ReviewsPage,
      },
    },
    {
      path: 'inbox',
      lazy: {
        loader: async () => (await import('../inbox/inboxRoute')).inboxLoader,
        Component: async () => (await import('../inbox/InboxPage')).InboxPage,
      },
    },
    {
      path: 'settings',
      lazy: { Component: async () => (await import('../settings/SettingsPage')).SettingsPage },
    },
    {
      path: 'tags',
      lazy: { Component: async () => (await import('../tags/TagSystemPage')).TagSystemPage },
    },
    { path: '*', lazy: { Component: async () => (await import('./StudioNotFound')).StudioNotFound } },
  ],
};
