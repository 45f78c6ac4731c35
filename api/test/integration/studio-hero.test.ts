import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/sign-in.js';
import { seededTokens } from '../support/seeded-sign-in.js';
import { png } from '../support/media-fixtures.js';
import { localKeyLister } from '../support/stored-objects.js';

const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

const SLIDE = 'id databaseId image title subtitle link heroTitle isEditorial displayOrder isActive';
const CREATE = `mutation ($input: CreateHeroSlideInput!) { createHeroSlide(input: $input) { slide { ${SLIDE} } } }`;
const UPDATE = `mutation ($input: UpdateHeroSlideInput!) { updateHeroSlide(input: $input) { slide { ${SLIDE} } } }`;
const DELETE = `mutation ($id: ID!) { deleteHeroSlide(id: $id) { deletedSlideId } }`;
const STUDIO_LIST = `{ studioHeroSlides { databaseId displayOrder isActive } nextHeroDisplayOrder }`;
const HOME = `{ heroSlides { databaseId title } }`;

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await seededTokens(server.url, ['super_admin', 'admin']));
});
afterAll(async () => {
  await server?.close();
});

const as = (role: string, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, bearer(tokens[role]!));

describe('hero slides in the studio', () => {
  it('asks for the image, title and hero title with the spec’s messages', async () => {
    const answer = await as('super_admin', CREATE, { input: { title: ' ', heroTitle: '' } });
    expect(answer.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      image: 'Hero image is required',
      title: 'Title is required',
      heroTitle: 'Hero title is required',
    });
  });

  it('creates a slide from an upload after the highest display order, with a bare-word link made a path', async () => {
    const before = await as('super_admin', STUDIO_LIST);
    const highest = Math.max(0, ...before.body.data.studioHeroSlides.map((s: any) => s.displayOrder));
    expect(before.body.data.nextHeroDisplayOrder).toBe(highest + 1);
    const answer = await as('super_admin', CREATE, {
      input: {
        imageFile: fileOf(await png(1920, 1080), 'hero.png', 'image/png'),
        title: 'Harmattan Edit',
        heroTitle: 'Indigo for the dry season',
        subtitle: 'New from Abeokuta',
        link: 'collections',
      },
    });
    expect(answer.body.errors).toBeUndefined();
    const slide = answer.body.data.createHeroSlide.slide;
    expect(slide).toMatchObject({ link: '/collections', displayOrder: highest + 1, isActive: true });
    expect(slide.image).toMatch(new RegExp(`/slides/${slide.databaseId}/[0-9a-f-]{36}\\.png$`));
    expect((await localKeyLister(server.mediaDir)('hero-images', `slides/${slide.databaseId}`)).length).toBeGreaterThan(
      1,
    );
    const home = await server.graphql(HOME);
    expect(home.body.data.heroSlides.at(-1)).toEqual({ databaseId: slide.databaseId, title: 'Harmattan Edit' });
  });

  it('refuses a link that is neither a page of this site nor an http(s) address, writing nothing', async () => {
    const message =
      'Please enter a link to a page of this site (starting with /) or a web address starting with http:// or https://';
    const count = await server.db.prisma.heroSlide.count();
    const slide = { image: 'https://img.example/x.jpg', title: 'Linked', heroTitle: 'Linked' };
    const existing = (await as('super_admin', CREATE, { input: { ...slide, link: '/tailors' } })).body.data
      .createHeroSlide.slide;
    for (const link of [
      'javascript:alert(document.cookie)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example',
    ]) {
      const created = await as('super_admin', CREATE, { input: { ...slide, link } });
      expect(created.body.errors?.[0]?.extensions, link).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { link: message },
      });
      const updated = await as('super_admin', UPDATE, { input: { id: existing.id, link } });
      expect(updated.body.errors?.[0]?.extensions, link).toMatchObject({ fieldErrors: { link: message } });
    }
    expect(await server.db.prisma.heroSlide.count()).toBe(count + 1);
    expect((await server.db.prisma.heroSlide.findUniqueOrThrow({ where: { id: existing.databaseId } })).link).toBe(
      '/tailors',
    );
    await as('super_admin', DELETE, { id: existing.id });
  });

  it('records an uploaded image, processed, and removes its files when it is replaced or the slide deleted', async () => {
    const PICTURE = `slide { databaseId image picture { url processing variants { width } } }`;
    const created = await as(
      'super_admin',
      `mutation ($input: CreateHeroSlideInput!) { createHeroSlide(input: $input) { ${PICTURE} } }`,
      { input: { imageFile: fileOf(await png(1000, 500), 'a.png', 'image/png'), title: 'One', heroTitle: 'One' } },
    );
    expect(created.body.errors).toBeUndefined();
    const slide = created.body.data.createHeroSlide.slide;
    expect(slide.picture).toEqual({
      url: slide.image,
      processing: false,
      variants: [{ width: 320 }, { width: 640 }, { width: 960 }, { width: 1000 }],
    });
    const key = (url: string) => url.replace(/^\/media\/hero-images\//, '');
    expect(await server.db.prisma.mediaObject.findFirst({ where: { key: key(slide.image) } })).toMatchObject({
      bucket: 'hero-images',
      state: 'ready',
      width: 1000,
    });
    const keys = () => localKeyLister(server.mediaDir)('hero-images', `slides/${slide.databaseId}/`);
    const stem = (url: string) => key(url).replace(/\.png$/, '');
    expect((await keys()).filter((k) => k.startsWith(stem(slide.image)))).toHaveLength(9);

    const replaced = await as(
      'super_admin',
      `mutation ($input: UpdateHeroSlideInput!) { updateHeroSlide(input: $input) { ${PICTURE} } }`,
      { input: { id: slide.databaseId, imageFile: fileOf(await png(600, 300), 'b.png', 'image/png') } },
    );
    expect(replaced.body.errors).toBeUndefined();
    const after = replaced.body.data.updateHeroSlide.slide;
    expect(after.image).not.toBe(slide.image);
    expect((await keys()).every((k) => k.startsWith(stem(after.image)))).toBe(true);
    expect(await server.db.prisma.mediaObject.count({ where: { key: key(slide.image) } })).toBe(0);

    expect((await as('super_admin', DELETE, { id: slide.databaseId })).body.errors).toBeUndefined();
    expect(await keys()).toEqual([]);
    expect(await server.db.prisma.mediaObject.count({ where: { key: key(after.image) } })).toBe(0);
  });

  it('shows exactly the active slides in order on the home page; deactivating hides one at once', async () => {
    const created = await as('super_admin', CREATE, {
      input: { image: 'https://img.example/first.jpg', title: 'First', heroTitle: 'First up', displayOrder: 1 },
    });
    const first = created.body.data.createHeroSlide.slide;
    const home = async () => (await server.graphql(HOME)).body.data.heroSlides.map((s: any) => s.databaseId);
    const active = await server.db.prisma.heroSlide.findMany({
      where: { isActive: true },
      orderBy: [{ displayOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    });
    expect(await home()).toEqual(active.map((s) => s.id));
    const hidden = await as('super_admin', UPDATE, { input: { id: first.id, isActive: false } });
    expect(hidden.body.data.updateHeroSlide.slide.isActive).toBe(false);
    expect(await home()).not.toContain(first.databaseId);
    const event = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityId: first.databaseId, action: 'deactivated' },
    });
    expect(event.changes).toEqual({ isActive: { from: true, to: false } });
    const badOrder = await as('super_admin', UPDATE, { input: { id: first.id, displayOrder: 0 } });
    expect(badOrder.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      displayOrder: 'Display order must be a whole number of at least 1',
    });
    const deleted = await as('super_admin', DELETE, { id: first.id });
    expect(deleted.body.data.deleteHeroSlide.deletedSlideId).toBe(first.id);
    const missing = await as('super_admin', UPDATE, { input: { id: first.id, title: 'Again' } });
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'Hero slide not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('is for super admins only', async () => {
    for (const query of [STUDIO_LIST, CREATE]) {
      const refused = await as('admin', query, {
        input: { image: 'https://img.example/x.jpg', title: 'x', heroTitle: 'y' },
      });
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'You do not have permission to access this page.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });
});
