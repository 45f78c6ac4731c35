import type { PrismaClient } from '../../api/src/generated/prisma/client.js';
import type { SeedPlan } from './plan.js';

type Log = (msg: string) => void;

/**
 * Writes the plan table by table, parents before children, one createMany per table. Every insert
 * skips rows that already exist, so a run that was interrupted can simply be repeated.
 */
export async function insertPlan(prisma: PrismaClient, plan: SeedPlan, log: Log): Promise<void> {
  const step = async (table: string, rows: readonly unknown[], insert: () => Promise<{ count: number }>) => {
    if (rows.length === 0) return;
    const { count } = await insert();
    log(`${table}: ${count} of ${rows.length} rows inserted`);
  };
  const skipDuplicates = true;

  await step('users', plan.users, () => prisma.user.createMany({ data: plan.users, skipDuplicates }));
  // An account with a demo e-mail may already exist under another id; point the demo rows at it.
  const userIds = await existingUserIds(
    prisma,
    plan.users.map((u) => ({ id: u.id!, email: u.email })),
  );
  const withUser = <T extends { userId?: string | null }>(rows: readonly T[]): T[] =>
    rows.map((r) => (r.userId && userIds.has(r.userId) ? { ...r, userId: userIds.get(r.userId)! } : r));

  await step('permissions', plan.permissions, () =>
    prisma.permission.createMany({ data: plan.permissions, skipDuplicates }),
  );
  await step('role_permissions', plan.rolePermissions, () =>
    prisma.rolePermission.createMany({ data: plan.rolePermissions, skipDuplicates }),
  );
  await step('brands', plan.brands, () => prisma.brand.createMany({ data: plan.brands, skipDuplicates }));
  await step('brand_images', plan.brandImages, () =>
    prisma.brandImage.createMany({ data: plan.brandImages, skipDuplicates }),
  );
  await step('brand_owners', plan.brandOwners, () =>
    prisma.brandOwnership.createMany({ data: withUser(plan.brandOwners), skipDuplicates }),
  );
  await step('tailors', plan.tailors, () => prisma.tailorProfile.createMany({ data: plan.tailors, skipDuplicates }));
  await step('catalogues', plan.catalogues, () =>
    prisma.catalogue.createMany({ data: plan.catalogues, skipDuplicates }),
  );
  await step('catalogue_images', plan.catalogueImages, () =>
    prisma.catalogueImage.createMany({ data: plan.catalogueImages, skipDuplicates }),
  );
  await step('products', plan.products, () => prisma.product.createMany({ data: plan.products, skipDuplicates }));
  await step('reviews', plan.reviews, () => prisma.review.createMany({ data: withUser(plan.reviews), skipDuplicates }));
  await step('review_replies', plan.reviewReplies, () =>
    prisma.reviewReply.createMany({ data: withUser(plan.reviewReplies), skipDuplicates }),
  );
  await step('favourites', plan.favourites, () =>
    prisma.favourite.createMany({ data: withUser(plan.favourites), skipDuplicates }),
  );
  await step('contact_enquiries', plan.contactEnquiries, () =>
    prisma.contactEnquiry.createMany({ data: plan.contactEnquiries, skipDuplicates }),
  );
  await step('orders', plan.orders, () => prisma.order.createMany({ data: withUser(plan.orders), skipDuplicates }));
  await step('leads', plan.leads, () => prisma.lead.createMany({ data: plan.leads, skipDuplicates }));
  await step('lead_interactions', plan.leadInteractions, () =>
    prisma.leadInteraction.createMany({ data: withUser(plan.leadInteractions), skipDuplicates }),
  );
  await step('designer_applications', plan.designerApplications, () =>
    prisma.designerApplication.createMany({ data: plan.designerApplications, skipDuplicates }),
  );
  await step('newsletter_subscribers', plan.newsletterSubscribers, () =>
    prisma.newsletterSubscriber.createMany({ data: plan.newsletterSubscribers, skipDuplicates }),
  );
  await step('faqs', plan.faqs, () => prisma.faq.createMany({ data: plan.faqs, skipDuplicates }));
  await step('legal_documents', plan.legalDocuments, () =>
    prisma.legalDocument.createMany({ data: plan.legalDocuments, skipDuplicates }),
  );
  await step('hero_slides', plan.heroSlides, () =>
    prisma.heroSlide.createMany({ data: plan.heroSlides, skipDuplicates }),
  );
  await step('spotlights', plan.spotlights, () =>
    prisma.spotlight.createMany({ data: plan.spotlights, skipDuplicates }),
  );
  const spotlightIds = new Set(
    (
      await prisma.spotlight.findMany({
        where: { id: { in: plan.spotlights.map((s) => s.id!) } },
        select: { id: true },
      })
    ).map((s) => s.id),
  );
  const spotlightProducts = plan.spotlightProducts.filter((p) => spotlightIds.has(p.spotlightId));
  await step('spotlight_products', spotlightProducts, () =>
    prisma.spotlightProduct.createMany({ data: spotlightProducts, skipDuplicates }),
  );

  // Page views have generated ids, so they cannot be de-duplicated by key: they go in once, in one statement.
  const brandIds = plan.brands.map((b) => b.id!);
  const seededViews = await prisma.pageView.count({ where: { brandId: { in: brandIds } } });
  if (seededViews === 0)
    await step('page_views', plan.pageViews, () => prisma.pageView.createMany({ data: plan.pageViews }));

  await step('platform_settings', plan.settings, () =>
    prisma.platformSetting.createMany({ data: plan.settings, skipDuplicates }),
  );
}

async function existingUserIds(
  prisma: PrismaClient,
  wanted: readonly { id: string; email: string }[],
): Promise<Map<string, string>> {
  const found = await prisma.user.findMany({
    where: { email: { in: wanted.map((w) => w.email) } },
    select: { id: true, email: true },
  });
  const map = new Map<string, string>();
  for (const w of wanted) {
    const actual = found.find((f) => f.email === w.email);
    if (actual && actual.id !== w.id) map.set(w.id, actual.id);
  }
  return map;
}
