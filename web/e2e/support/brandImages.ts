import sharp from 'sharp';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './accessToken';
import { SEEDED, signIn } from './accounts';

export interface UploadedBrandImage {
  id: string;
  name: string;
  primaryImage: { url: string; srcSet: string; sources: { type: string; srcSet: string }[] };
}

/** A 1800x1200 PNG with stripes and a gradient, like a photographed textile: its variants have something to show. */
export function textilePng(): Promise<Buffer> {
  const stripes = Array.from(
    { length: 30 },
    (_, i) => `<rect x="${i * 60}" y="0" width="30" height="1200" fill="${i % 2 ? '#c8872b' : '#1f2a5c'}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="#f4ead8"/><stop offset="1" stop-color="#8a3b12"/></linearGradient></defs><rect width="1800" height="1200" fill="url(#g)"/>${stripes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Signs the page in as the brand admin and makes a fresh upload the only image, so the main one,
 * of their first brand (through GraphQL's multipart upload); answers that brand and its picture.
 */
export async function uploadOnlyBrandImage(page: Page, request: APIRequestContext): Promise<UploadedBrandImage> {
  await signIn(page, SEEDED.brandAdmin, '/profile');
  const token = await accessTokenOf(page);
  const { viewer } = await graphqlAs<{
    viewer: { ownedBrands: { id: string; name: string; images: { storagePath: string }[] }[] };
  }>(request, token, '{ viewer { ownedBrands { id name images { storagePath } } } }');
  const brand = viewer.ownedBrands[0]!;
  for (const image of brand.images) {
    await graphqlAs(
      request,
      token,
      'mutation ($input: RemoveBrandImageInput!) { removeBrandImage(input: $input) { brand { id } } }',
      { input: { brandId: brand.id, storagePath: image.storagePath } },
    );
  }
  const upload = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    multipart: {
      operations: JSON.stringify({
        query:
          'mutation ($input: UploadBrandImageInput!) { uploadBrandImage(input: $input) { brand { primaryImage { url srcSet sources { type srcSet } } } } }',
        variables: { input: { brandId: brand.id, file: null } },
      }),
      map: JSON.stringify({ image: ['variables.input.file'] }),
      image: { name: 'textile.png', mimeType: 'image/png', buffer: await textilePng() },
    },
  });
  const body = (await upload.json()) as {
    data: { uploadBrandImage: { brand: { primaryImage: UploadedBrandImage['primaryImage'] } } };
    errors?: unknown;
  };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return { id: brand.id, name: brand.name, primaryImage: body.data.uploadBrandImage.brand.primaryImage };
}
