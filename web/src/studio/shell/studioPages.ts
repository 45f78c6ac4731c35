import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';

/**
 * The code of every studio page, by name: this list itself loads only when the studio opens, so the
 * public site's first load carries just the studio's paths (studioRoutes.tsx). A page's loader
 * (<section>Route.ts) starts its queries as its code loads.
 */
export const studioPages = {
  dashboard: {
    loader: async () => (await import('../dashboard/dashboardRoute')).dashboardLoader,
    Component: async () => (await import('../dashboard/StudioHomePage')).StudioHomePage,
  },
  profile: {
    Component: async () => (await import('./StudioProfilePage')).StudioProfilePage,
  },
  leads: {
    route: async () => (await import('../leads/leadsRoute')).leadsRoute,
    Component: async () => (await import('../leads/LeadsPage')).LeadsPage,
  },
  applications: {
    route: async () => (await import('../applications/applicationsRoute')).applicationsRoute,
    Component: async () => (await import('../applications/ApplicationsPage')).ApplicationsPage,
  },
  brands: {
    route: async () => (await import('../brands/brandsRoute')).brandsRoute,
    Component: async () => (await import('../brands/BrandsPage')).BrandsPage,
  },
  newBrand: {
    Component: async () => (await import('../brands/NewBrandPage')).NewBrandPage,
  },
  editBrand: {
    loader: async () => (await import('../brands/brandsRoute')).editBrandLoader,
    Component: async () => (await import('../brands/EditBrandPage')).EditBrandPage,
  },
  collections: {
    route: async () => (await import('../collections/collectionsRoute')).collectionsRoute,
    Component: async () => (await import('../collections/CollectionsPage')).CollectionsPage,
  },
  newCollection: {
    Component: async () => (await import('../collections/NewCollectionPage')).NewCollectionPage,
  },
  editCollection: {
    loader: async () => (await import('../collections/collectionsRoute')).editCollectionLoader,
    Component: async () => (await import('../collections/EditCollectionPage')).EditCollectionPage,
  },
  products: {
    route: async () => (await import('../products/productsRoute')).productsRoute,
    Component: async () => (await import('../products/ProductsPage')).ProductsPage,
  },
  newProduct: {
    loader: async () => (await import('../products/productsRoute')).newProductLoader,
    Component: async () => (await import('../products/NewProductPage')).NewProductPage,
  },
  newService: {
    loader: async () => (await import('../services/servicesRoute')).newServiceLoader,
    Component: async () => (await import('../services/NewServicePage')).NewServicePage,
  },
  importProducts: {
    Component: async () => (await import('../products/import/ProductsImportPage')).ProductsImportPage,
  },
  editProduct: {
    Component: async () => (await import('../products/EditProductPage')).EditProductPage,
  },
  services: {
    route: async () => (await import('../services/servicesRoute')).servicesRoute,
    Component: async () => (await import('../services/ServicesPage')).ServicesPage,
  },
  editService: {
    loader: async () => (await import('../services/servicesRoute')).editServiceLoader,
    Component: async () => (await import('../services/EditServicePage')).EditServicePage,
  },
  portfolio: {
    route: async () => (await import('../portfolio/portfolioRoute')).portfolioRoute,
    Component: async () => (await import('../portfolio/PortfolioPage')).PortfolioPage,
  },
  newPortfolio: {
    loader: async () => (await import('../portfolio/portfolioRoute')).newPortfolioLoader,
    Component: async () => (await import('../portfolio/NewPortfolioPage')).NewPortfolioPage,
  },
  heroSlides: {
    loader: async () => (await import('../hero/heroRoute')).heroLoader,
    Component: async () => (await import('../hero/HeroSlidesPage')).HeroSlidesPage,
  },
  newHeroSlide: {
    Component: async () => (await import('../hero/NewHeroSlidePage')).NewHeroSlidePage,
  },
  editHeroSlide: {
    Component: async () => (await import('../hero/EditHeroSlidePage')).EditHeroSlidePage,
  },
  users: {
    route: async () => (await import('../users/usersRoute')).usersRoute,
    Component: async () => (await import('../users/UsersPage')).UsersPage,
  },
  activity: {
    route: async () => (await import('../activity/activityRoute')).activityRoute,
    Component: async () => (await import('../activity/ActivityPage')).ActivityPage,
  },
  faqs: {
    route: async () => (await import('../faqs/faqsRoute')).faqsRoute,
    Component: async () => (await import('../faqs/FaqsPage')).FaqsPage,
  },
  legalDocuments: {
    Component: async () => (await import('../legal/LegalDocumentsPage')).LegalDocumentsPage,
  },
  newLegalDocument: {
    Component: async () => (await import('../legal/NewLegalDocumentPage')).NewLegalDocumentPage,
  },
  editLegalDocument: {
    Component: async () => (await import('../legal/EditLegalDocumentPage')).EditLegalDocumentPage,
  },
  spotlights: {
    route: async () => (await import('../spotlight/spotlightRoute')).spotlightsRoute,
    Component: async () => (await import('../spotlight/SpotlightsPage')).SpotlightsPage,
  },
  newSpotlight: {
    Component: async () => (await import('../spotlight/NewSpotlightPage')).NewSpotlightPage,
  },
  uploadDiagnostics: {
    Component: async () => (await import('../spotlight/UploadDiagnosticsPage')).UploadDiagnosticsPage,
  },
  editSpotlight: {
    loader: async () => (await import('../spotlight/spotlightRoute')).editSpotlightLoader,
    Component: async () => (await import('../spotlight/EditSpotlightPage')).EditSpotlightPage,
  },
  subscriptions: {
    Component: async () => (await import('../newsletter/NewsletterPage')).NewsletterPage,
  },
  reviews: {
    route: async () => (await import('../reviews/reviewsRoute')).reviewsRoute,
    Component: async () => (await import('../reviews/ReviewsPage')).ReviewsPage,
  },
  inbox: {
    route: async () => (await import('../inbox/inboxRoute')).inboxRoute,
    Component: async () => (await import('../inbox/InboxPage')).InboxPage,
  },
  settings: {
    Component: async () => (await import('../settings/SettingsPage')).SettingsPage,
  },
  tags: {
    Component: async () => (await import('../tags/TagSystemPage')).TagSystemPage,
  },
  notFound: {
    Component: async () => (await import('./StudioNotFound')).StudioNotFound,
  },
} satisfies Record<string, StudioPage>;

interface StudioPage {
  loader?: () => Promise<LoaderFunction>;
  /** A list's route (kit/list/listRoute.ts). */
  route?: () => Promise<{ loader: LoaderFunction; shouldRevalidate: ShouldRevalidateFunction }>;
  Component: () => Promise<ComponentType>;
}
