import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

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
    loader: async () => (await import('../leads/leadsRoute')).leadsLoader,
    Component: async () => (await import('../leads/LeadsPage')).LeadsPage,
  },
  applications: {
    loader: async () => (await import('../applications/applicationsRoute')).applicationsLoader,
    Component: async () => (await import('../applications/ApplicationsPage')).ApplicationsPage,
  },
  brands: {
    loader: async () => (await import('../brands/brandsRoute')).brandsLoader,
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
    loader: async () => (await import('../collections/collectionsRoute')).collectionsLoader,
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
    loader: async () => (await import('../products/productsRoute')).productsLoader,
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
    loader: async () => (await import('../services/servicesRoute')).servicesLoader,
    Component: async () => (await import('../services/ServicesPage')).ServicesPage,
  },
  editService: {
    loader: async () => (await import('../services/servicesRoute')).editServiceLoader,
    Component: async () => (await import('../services/EditServicePage')).EditServicePage,
  },
  portfolio: {
    loader: async () => (await import('../portfolio/portfolioRoute')).portfolioLoader,
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
    loader: async () => (await import('../users/usersRoute')).usersLoader,
    Component: async () => (await import('../users/UsersPage')).UsersPage,
  },
  activity: {
    loader: async () => (await import('../activity/activityRoute')).activityLoader,
    Component: async () => (await import('../activity/ActivityPage')).ActivityPage,
  },
  faqs: {
    loader: async () => (await import('../faqs/faqsRoute')).faqsLoader,
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
    loader: async () => (await import('../spotlight/spotlightRoute')).spotlightsLoader,
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
    loader: async () => (await import('../reviews/reviewsRoute')).reviewsLoader,
    Component: async () => (await import('../reviews/ReviewsPage')).ReviewsPage,
  },
  inbox: {
    loader: async () => (await import('../inbox/inboxRoute')).inboxLoader,
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
  Component: () => Promise<ComponentType>;
}
