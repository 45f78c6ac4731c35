import { Role, type Prisma } from '../../api/src/generated/prisma/client.js';
import { planAccounts, planFavourites } from './accounts.js';
import { applyPriceBounds, brandImageRows, brandRows, planBrands } from './brands.js';
import { planCatalogue } from './catalogue.js';
import type { SeedClock } from './clock.js';
import { planContent } from './content.js';
import { SHOPPER_FAVOURITE_BRAND_NAMES } from './data.js';
import { planLeads } from './leads.js';
import { ArtworkRegistry, type ArtworkFile } from './media.js';
import { planReviews } from './reviews.js';
import { planApplications, planSubscribers } from './submissions.js';
import { planTailoring } from './tailors.js';
import { planPageViews } from './traffic.js';
import { BRAND_ADMIN_BRAND_IDS, seedUserByRole } from './users.js';

/** Every row the seed inserts, table by table, plus the image files those rows refer to. */
export interface SeedPlan {
  users: Prisma.UserCreateManyInput[];
  permissions: Prisma.PermissionCreateManyInput[];
  rolePermissions: Prisma.RolePermissionCreateManyInput[];
  brands: Prisma.BrandCreateManyInput[];
  brandImages: Prisma.BrandImageCreateManyInput[];
  brandOwners: Prisma.BrandOwnershipCreateManyInput[];
  tailors: Prisma.TailorProfileCreateManyInput[];
  catalogues: Prisma.CatalogueCreateManyInput[];
  catalogueImages: Prisma.CatalogueImageCreateManyInput[];
  products: Prisma.ProductCreateManyInput[];
  reviews: Prisma.ReviewCreateManyInput[];
  reviewReplies: Prisma.ReviewReplyCreateManyInput[];
  favourites: Prisma.FavouriteCreateManyInput[];
  contactEnquiries: Prisma.ContactEnquiryCreateManyInput[];
  orders: Prisma.OrderCreateManyInput[];
  leads: Prisma.LeadCreateManyInput[];
  leadInteractions: Prisma.LeadInteractionCreateManyInput[];
  designerApplications: Prisma.DesignerApplicationCreateManyInput[];
  newsletterSubscribers: Prisma.NewsletterSubscriberCreateManyInput[];
  faqs: Prisma.FaqCreateManyInput[];
  legalDocuments: Prisma.LegalDocumentCreateManyInput[];
  heroSlides: Prisma.HeroSlideCreateManyInput[];
  spotlights: Prisma.SpotlightCreateManyInput[];
  spotlightProducts: Prisma.SpotlightProductCreateManyInput[];
  pageViews: Prisma.PageViewCreateManyInput[];
  settings: Prisma.PlatformSettingCreateManyInput[];
  artwork: ArtworkFile[];
}

/** Builds the whole demo data set in memory. Deterministic apart from dates, which are relative to the clock. */
export function buildSeedPlan(clock: SeedClock): SeedPlan {
  const art = new ArtworkRegistry();
  const brands = planBrands(clock, art);
  const shopperReviewedBrandIds = brands
    .filter((b) => SHOPPER_FAVOURITE_BRAND_NAMES.includes(b.seed.name))
    .map((b) => b.id);
  const reviewSet = planReviews(brands, clock, {
    shopperId: seedUserByRole(Role.user).id,
    adminId: seedUserByRole(Role.admin).id,
    brandAdminId: seedUserByRole(Role.brand_admin).id,
    brandAdminBrandIds: BRAND_ADMIN_BRAND_IDS,
    shopperReviewedBrandIds,
  });
  const catalogue = planCatalogue(brands, clock, art);
  applyPriceBounds(brands, catalogue.productPlans);
  const tailoring = planTailoring(brands, clock, art);
  const accounts = planAccounts(clock);
  const leads = planLeads(brands, catalogue.productPlans, clock);
  const content = planContent(brands, catalogue.collectionPlans, catalogue.productPlans, clock, art);

  return {
    ...accounts,
    brands: brandRows(brands, reviewSet.ratings),
    brandImages: brandImageRows(brands),
    tailors: tailoring.tailors,
    catalogues: catalogue.catalogues,
    catalogueImages: catalogue.catalogueImages,
    products: [...catalogue.products, ...tailoring.portfolio, ...tailoring.services],
    reviews: reviewSet.reviews,
    reviewReplies: reviewSet.replies,
    favourites: planFavourites(
      brands,
      catalogue.collectionPlans,
      catalogue.productPlans,
      shopperReviewedBrandIds,
      clock,
    ),
    ...leads,
    designerApplications: planApplications(clock),
    newsletterSubscribers: planSubscribers(clock),
    ...content,
    pageViews: planPageViews(brands, reviewSet.ratings, catalogue.collectionPlans, catalogue.productPlans, clock),
    artwork: art.list(),
  };
}
