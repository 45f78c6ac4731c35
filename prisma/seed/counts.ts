import type { PrismaClient } from '../../api/src/generated/prisma/client.js';

/** Row counts per table, for the seed's closing report. */
export async function tableCounts(prisma: PrismaClient): Promise<Record<string, number>> {
  const counters: [string, () => Promise<number>][] = [
    ['users', () => prisma.user.count()],
    ['permissions', () => prisma.permission.count()],
    ['role_permissions', () => prisma.rolePermission.count()],
    ['brands', () => prisma.brand.count()],
    ['brand_images', () => prisma.brandImage.count()],
    ['brand_owners', () => prisma.brandOwnership.count()],
    ['tailors', () => prisma.tailorProfile.count()],
    ['catalogues', () => prisma.catalogue.count()],
    ['catalogue_images', () => prisma.catalogueImage.count()],
    ['products', () => prisma.product.count()],
    ['products: services', () => prisma.product.count({ where: { serviceKind: { not: null } } })],
    ['reviews', () => prisma.review.count()],
    ['review_replies', () => prisma.reviewReply.count()],
    ['favourites', () => prisma.favourite.count()],
    ['contact_enquiries', () => prisma.contactEnquiry.count()],
    ['orders', () => prisma.order.count()],
    ['leads', () => prisma.lead.count()],
    ['lead_interactions', () => prisma.leadInteraction.count()],
    ['designer_applications', () => prisma.designerApplication.count()],
    ['newsletter_subscribers', () => prisma.newsletterSubscriber.count()],
    ['faqs', () => prisma.faq.count()],
    ['legal_documents', () => prisma.legalDocument.count()],
    ['hero_slides', () => prisma.heroSlide.count()],
    ['spotlights', () => prisma.spotlight.count()],
    ['spotlight_products', () => prisma.spotlightProduct.count()],
    ['platform_settings', () => prisma.platformSetting.count()],
    ['page_views', () => prisma.pageView.count()],
  ];
  const counts: Record<string, number> = {};
  for (const [table, count] of counters) counts[table] = await count();
  return counts;
}
