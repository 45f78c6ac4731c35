import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/sign-in.js';
import { seeded, seededTokens } from '../support/seeded-sign-in.js';
import { BRAND_ADMIN_BRAND_IDS } from '../../../prisma/seed/index.js';

const REVIEW =
  'id databaseId author comment rating hiddenAt brand { id name } replies { id adminName authorKind replyText createdAt updatedAt edited }';
const LIST = `query ($filter: ManagedReviewFilter, $first: Int) {
  managedReviews(first: $first, filter: $filter) { totalCount edges { node { ${REVIEW} } } }
}`;
const REPLY = `mutation ($input: ReplyToReviewInput!) { replyToReview(input: $input) { review { ${REVIEW} } reply { id adminName authorKind replyText createdAt updatedAt edited } } }`;
const UPDATE = `mutation ($input: UpdateReviewReplyInput!) { updateReviewReply(input: $input) { reply { id replyText createdAt updatedAt edited } } }`;
const DELETE = `mutation ($id: ID!) { deleteReviewReply(id: $id) { deletedReplyId review { id replies { id } } } }`;
const HIDE = `mutation ($id: ID!) { hideReview(id: $id) { review { id hiddenAt } brand { rating reviewCount } } }`;
const UNHIDE = `mutation ($id: ID!) { unhideReview(id: $id) { review { id hiddenAt } brand { rating reviewCount } } }`;
const PUBLIC_BRAND = `query ($id: ID!) {
  brand(id: $id) { rating reviewCount reviews(first: 100) { totalCount edges { node { databaseId replies { id adminName edited } } } } }
}`;
const NODE = `query ($id: ID!) { node(id: $id) { id ... on Review { author } } }`;
const ANALYTICS = `{ platformAnalytics { totalReviews } brandAnalytics { totalReviews } }`;

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await seededTokens(server.url, ['super_admin', 'admin', 'brand_admin', 'user']));
});
afterAll(async () => {
  await server?.close();
});

const as = (role: string, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, bearer(tokens[role]!));
const prisma = () => server.db.prisma;

/** A shown review of a brand the brand admin owns (or, with `owned: false`, of another brand). */
async function someReview(owned: boolean, extra: object = {}) {
  return prisma().review.findFirstOrThrow({
    where: {
      brandId: owned ? { in: [...BRAND_ADMIN_BRAND_IDS] } : { notIn: [...BRAND_ADMIN_BRAND_IDS] },
      hiddenAt: null,
      ...extra,
    },
    orderBy: { createdAt: 'desc' },
  });
}

const globalIdOf = (reviewId: string) => Buffer.from(`Review:${reviewId}`).toString('base64');

/** The brand's visible reviews as the stored rating should reflect them. */
async function expectedStats(brandId: string) {
  const rows = await prisma().review.findMany({ where: { brandId, hiddenAt: null }, select: { rating: true } });
  const avg = rows.length ? rows.reduce((n, r) => n + r.rating, 0) / rows.length : 0;
  return { rating: Math.round(avg * 100) / 100, reviewCount: rows.length };
}

const restReviews = async (brandId: string) =>
  (await (await fetch(`${server.url}/api/reviews?brandId=${brandId}`)).json()) as {
    reviews: { id: string; replies: { admin_name: string; created_at: string; updated_at: string }[] }[];
  };

describe('studio reviews: who sees what', () => {
  it("lists a brand admin's own brands' reviews only, newest first, and every review for admins", async () => {
    const mine = await as('brand_admin', LIST, { first: 100 });
    expect(mine.body.errors).toBeUndefined();
    const nodes = mine.body.data.managedReviews.edges.map((e: any) => e.node);
    const ownedCount = await prisma().review.count({
      where: { brandId: { in: [...BRAND_ADMIN_BRAND_IDS] }, hiddenAt: null },
    });
    expect(ownedCount).toBeGreaterThan(0);
    expect(mine.body.data.managedReviews.totalCount).toBe(ownedCount);
    const ownedNames = (await prisma().brand.findMany({ where: { id: { in: [...BRAND_ADMIN_BRAND_IDS] } } })).map(
      (b) => b.name,
    );
    for (const node of nodes) expect(ownedNames).toContain(node.brand.name);

    const all = await as('admin', LIST, { first: 5 });
    expect(all.body.data.managedReviews.totalCount).toBe(await prisma().review.count());
  });

  it('filters by rating, brand, answered, hidden and text in the comment or author', async () => {
    const review = await someReview(false);
    const brandGlobal = Buffer.from(`Brand:${review.brandId}`).toString('base64');
    const byBrandAndRating = await as('admin', LIST, {
      first: 100,
      filter: { brandId: brandGlobal, rating: review.rating },
    });
    const expected = await prisma().review.count({ where: { brandId: review.brandId, rating: review.rating } });
    expect(byBrandAndRating.body.data.managedReviews.totalCount).toBe(expected);
    expect(byBrandAndRating.body.data.managedReviews.edges.every((e: any) => e.node.rating === review.rating)).toBe(
      true,
    );

    const unanswered = await as('admin', LIST, { first: 100, filter: { answered: false } });
    expect(unanswered.body.data.managedReviews.totalCount).toBe(
      await prisma().review.count({ where: { replies: { none: {} } } }),
    );
    expect(unanswered.body.data.managedReviews.edges.every((e: any) => e.node.replies.length === 0)).toBe(true);
    const answered = await as('admin', LIST, { first: 1, filter: { answered: true } });
    expect(answered.body.data.managedReviews.totalCount).toBe(
      await prisma().review.count({ where: { replies: { some: {} } } }),
    );

    const word = review.author.split(' ')[0]!.toUpperCase();
    const byText = await as('admin', LIST, { first: 100, filter: { search: word } });
    const texts = byText.body.data.managedReviews.edges.map((e: any) =>
      `${e.node.author} ${e.node.comment}`.toUpperCase(),
    );
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain(word);

    const hiddenNone = await as('admin', LIST, { first: 1, filter: { hidden: true } });
    expect(hiddenNone.body.data.managedReviews.totalCount).toBe(
      await prisma().review.count({ where: { hiddenAt: { not: null } } }),
    );
  });

  it('refuses shoppers and signed-out callers', async () => {
    const shopper = await as('user', LIST, { first: 1 });
    expect(shopper.body.errors?.[0]).toMatchObject({
      message: 'You do not have permission to access this page.',
      extensions: { code: 'FORBIDDEN' },
    });
    const anonymous = await server.graphql(LIST, { first: 1 });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('replies', () => {
  it("a brand admin replies as the brand, edits (the public 'edited' marker appears) and deletes, each audited", async () => {
    const review = await someReview(true);
    const brand = await prisma().brand.findUniqueOrThrow({ where: { id: review.brandId } });
    const reviewId = globalIdOf(review.id);

    const asPlatform = await as('brand_admin', REPLY, { input: { reviewId, replyText: 'Hello', as: 'platform' } });
    expect(asPlatform.body.errors?.[0]).toMatchObject({
      message: 'Only platform admins can reply as the Adire Team.',
      extensions: { code: 'FORBIDDEN' },
    });

    const blank = await as('brand_admin', REPLY, { input: { reviewId, replyText: '  ', as: 'brand' } });
    expect(blank.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ replyText: 'Please enter a reply' });
    const long = await as('brand_admin', REPLY, { input: { reviewId, replyText: 'x'.repeat(2001), as: 'brand' } });
    expect(long.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      replyText: 'Reply must be at most 2000 characters long',
    });

    const posted = await as('brand_admin', REPLY, {
      input: { reviewId, replyText: '  Thank you for visiting our studio.  ', as: 'brand' },
    });
    expect(posted.body.errors).toBeUndefined();
    const reply = posted.body.data.replyToReview.reply;
    expect(reply).toMatchObject({
      adminName: brand.name,
      authorKind: 'brand',
      replyText: 'Thank you for visiting our studio.',
      edited: false,
    });
    expect(reply.updatedAt).toBe(reply.createdAt);

    const edited = await as('brand_admin', UPDATE, { input: { id: reply.id, replyText: 'Thank you, Ada!' } });
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data.updateReviewReply.reply).toMatchObject({ replyText: 'Thank you, Ada!', edited: true });
    expect(edited.body.data.updateReviewReply.reply.updatedAt).not.toBe(reply.createdAt);

    // The public brand page and the REST route carry the edit.
    const page = await server.graphql(PUBLIC_BRAND, { id: review.brandId });
    const shown = page.body.data.brand.reviews.edges.find((e: any) => e.node.databaseId === review.id).node;
    expect(shown.replies.find((r: any) => r.id === reply.id)).toEqual({
      id: reply.id,
      adminName: brand.name,
      edited: true,
    });
    const rest = await restReviews(review.brandId);
    const restReply = rest.reviews.flatMap((r) => r.replies).find((r: any) => r.id === reply.id)!;
    expect(restReply.admin_name).toBe(brand.name);
    expect(restReply.updated_at).not.toBe(restReply.created_at);

    const deleted = await as('brand_admin', DELETE, { id: reply.id });
    expect(deleted.body.errors).toBeUndefined();
    expect(deleted.body.data.deleteReviewReply.review.replies.map((r: any) => r.id)).not.toContain(reply.id);

    const events = await prisma().auditEvent.findMany({
      where: { entityType: 'review', entityId: review.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((e) => e.action)).toEqual(['replied', 'reply_updated', 'reply_deleted']);
    for (const event of events)
      expect(event).toMatchObject({ brandId: review.brandId, actorEmail: seeded('brand_admin').email });
    expect(events[1]!.changes).toEqual({
      reply: { from: 'Thank you for visiting our studio.', to: 'Thank you, Ada!' },
    });
  });

  it("a brand admin is refused on another brand's review, alike whether it exists or not, and nothing changes", async () => {
    const other = await someReview(false, { replies: { some: {} } });
    const otherReply = await prisma().reviewReply.findFirstOrThrow({ where: { reviewId: other.id } });
    const missing = '00000000-0000-4000-8000-000000000000';
    const refusal = { message: 'You can only manage reviews of your own brands.', extensions: { code: 'FORBIDDEN' } };
    const repliesBefore = await prisma().reviewReply.count();
    const auditBefore = await prisma().auditEvent.count({ where: { entityType: 'review' } });

    for (const reviewId of [other.id, missing]) {
      const reply = await as('brand_admin', REPLY, { input: { reviewId, replyText: 'Not mine', as: 'brand' } });
      expect(reply.body.errors?.[0]).toMatchObject(refusal);
    }
    for (const id of [otherReply.id, missing]) {
      const edit = await as('brand_admin', UPDATE, { input: { id, replyText: 'Changed' } });
      expect(edit.body.errors?.[0]).toMatchObject(refusal);
      const remove = await as('brand_admin', DELETE, { id });
      expect(remove.body.errors?.[0]).toMatchObject(refusal);
    }
    const hide = await as('brand_admin', HIDE, { id: other.id });
    expect(hide.body.errors?.[0]).toMatchObject({
      message: 'Only platform admins can hide or show reviews.',
      extensions: { code: 'FORBIDDEN' },
    });
    const ownHide = await as('brand_admin', HIDE, { id: (await someReview(true)).id });
    expect(ownHide.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect(await prisma().reviewReply.count()).toBe(repliesBefore);
    expect((await prisma().reviewReply.findUniqueOrThrow({ where: { id: otherReply.id } })).replyText).toBe(
      otherReply.replyText,
    );
    expect((await prisma().review.findUniqueOrThrow({ where: { id: other.id } })).hiddenAt).toBeNull();
    expect(await prisma().auditEvent.count({ where: { entityType: 'review' } })).toBe(auditBefore);
  });

  it("an admin replies as the Adire Team or as the brand; a brand admin may not change the team's reply", async () => {
    const review = await someReview(true);
    const brand = await prisma().brand.findUniqueOrThrow({ where: { id: review.brandId } });
    const team = await as('admin', REPLY, {
      input: { reviewId: review.id, replyText: 'We looked into this.', as: 'platform' },
    });
    expect(team.body.data.replyToReview.reply).toMatchObject({ adminName: 'Adire Team', authorKind: 'platform' });
    const forBrand = await as('admin', REPLY, {
      input: { reviewId: review.id, replyText: 'On behalf of the studio.', as: 'brand' },
    });
    expect(forBrand.body.data.replyToReview.reply).toMatchObject({ adminName: brand.name, authorKind: 'brand' });

    const teamReplyId = team.body.data.replyToReview.reply.id;
    const edit = await as('brand_admin', UPDATE, { input: { id: teamReplyId, replyText: 'Changed' } });
    expect(edit.body.errors?.[0]).toMatchObject({
      message: 'Only platform admins can change replies from the Adire Team.',
      extensions: { code: 'FORBIDDEN' },
    });
    const same = await as('admin', UPDATE, { input: { id: teamReplyId, replyText: 'We looked into this.' } });
    expect(same.body.data.updateReviewReply.reply.edited).toBe(false);
    const unknown = await as('admin', DELETE, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body.errors?.[0]).toMatchObject({ message: 'Reply not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('hiding reviews', () => {
  it("takes a review off every public page and out of the brand's rating and count, and back again", async () => {
    const brandId = BRAND_ADMIN_BRAND_IDS[0]!;
    // The lowest-rated review moves the average the most.
    const review = await prisma().review.findFirstOrThrow({
      where: { brandId, hiddenAt: null },
      orderBy: [{ rating: 'asc' }, { id: 'asc' }],
    });
    const before = await expectedStats(brandId);
    const analyticsBefore = (await as('admin', ANALYTICS)).body.data;

    const hidden = await as('admin', HIDE, { id: review.id });
    expect(hidden.body.errors).toBeUndefined();
    expect(hidden.body.data.hideReview.review.hiddenAt).not.toBeNull();
    const after = await expectedStats(brandId);
    expect(after.reviewCount).toBe(before.reviewCount - 1);
    expect(hidden.body.data.hideReview.brand).toEqual(after);
    expect(await prisma().brand.findUniqueOrThrow({ where: { id: brandId } })).toMatchObject({
      reviewCount: after.reviewCount,
    });

    const page = await server.graphql(PUBLIC_BRAND, { id: brandId });
    expect(page.body.data.brand).toMatchObject({ reviewCount: after.reviewCount, rating: after.rating });
    expect(page.body.data.brand.reviews.totalCount).toBe(after.reviewCount);
    expect(page.body.data.brand.reviews.edges.map((e: any) => e.node.databaseId)).not.toContain(review.id);
    const rest = await restReviews(brandId);
    expect(rest.reviews.map((r) => r.id)).not.toContain(globalIdOf(review.id));
    expect(before.reviewCount).toBeGreaterThan(1);
    expect(rest.reviews).toHaveLength(after.reviewCount);
    const node = await server.graphql(NODE, { id: globalIdOf(review.id) });
    expect(node.body.data?.node ?? null).toBeNull();
    const analyticsAfter = (await as('admin', ANALYTICS)).body.data;
    expect(analyticsAfter.platformAnalytics.totalReviews).toBe(analyticsBefore.platformAnalytics.totalReviews - 1);
    expect(analyticsAfter.brandAnalytics.totalReviews).toBe(analyticsBefore.brandAnalytics.totalReviews - 1);

    // The brand admin no longer sees it (nor may answer it); admins find it under hidden.
    const mine = await as('brand_admin', LIST, { first: 100 });
    expect(mine.body.data.managedReviews.edges.map((e: any) => e.node.databaseId)).not.toContain(review.id);
    const answer = await as('brand_admin', REPLY, { input: { reviewId: review.id, replyText: 'Hi', as: 'brand' } });
    expect(answer.body.errors?.[0]?.message).toBe('You can only manage reviews of your own brands.');
    const hiddenList = await as('admin', LIST, { first: 100, filter: { hidden: true } });
    expect(hiddenList.body.data.managedReviews.edges.map((e: any) => e.node.databaseId)).toContain(review.id);

    // A new review now counts against the visible ones only.
    const written = await as(
      'user',
      `mutation ($input: WriteReviewInput!) { writeReview(input: $input) { brand { rating reviewCount } } }`,
      { input: { brandId, author: 'Ayo Bankole', comment: 'Lovely fit.', rating: 5 } },
    );
    expect(written.body.data.writeReview.brand).toEqual(await expectedStats(brandId));

    const shownAgain = await as('admin', UNHIDE, { id: review.id });
    expect(shownAgain.body.data.unhideReview.review.hiddenAt).toBeNull();
    const restored = await expectedStats(brandId);
    expect(restored.reviewCount).toBe(before.reviewCount + 1);
    expect(shownAgain.body.data.unhideReview.brand).toEqual(restored);
    expect((await restReviews(brandId)).reviews.map((r) => r.id)).toContain(globalIdOf(review.id));

    const events = await prisma().auditEvent.findMany({
      where: { entityType: 'review', entityId: review.id, action: { in: ['hidden', 'unhidden'] } },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((e) => [e.action, e.brandId, e.actorEmail])).toEqual([
      ['hidden', brandId, seeded('admin').email],
      ['unhidden', brandId, seeded('admin').email],
    ]);
    // Showing a shown review again changes and records nothing.
    await as('admin', UNHIDE, { id: review.id });
    expect(await prisma().auditEvent.count({ where: { entityId: review.id, action: 'unhidden' } })).toBe(1);
  });

  it('answers NOT_FOUND to an admin for an unknown review', async () => {
    const answer = await as('super_admin', HIDE, { id: '00000000-0000-4000-8000-000000000000' });
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'Review not found', extensions: { code: 'NOT_FOUND' } });
  });
});
