import type { FileUpload } from 'graphql-upload-minimal';
import type { Catalogue, Prisma } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { databaseId } from '../../domain/global-id.js';
import { UPLOAD_RULES } from '../../domain/upload-rules.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { requireRow } from '../../graphql/kit/validation.js';
import type { Context } from '../../graphql/context.js';
import { deleteStoredMedia, type StoredMedia } from '../../storage/stored-media.js';
import { stageUploadedImage } from '../../storage/store-upload.js';
import { mediaObjectData, releaseMediaRecord, storedObjectOf } from '../../storage/media-records.js';
import { awaitImageJobs, queueImageJobs } from '../../storage/process-image-job.js';
import { collectionsManagedBy } from './access.js';
import { COLLECTION_MESSAGES } from './messages.js';
import { isHttpUrl } from './rules.js';

// What the collection and gallery mutations share: the upload, the locks, the main image, the payload.

const rule = UPLOAD_RULES.collectionImage;
/** The fields of a collection its audit entries compare. */
export const AUDITED = ['title', 'description', 'brandId', 'image'] as const;
export const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * A write with its upload: the image is checked and staged before the transaction; inside it the
 * write runs and the upload is recorded with its job queued; if the write fails the upload is
 * removed again. After commit the job is waited for (a bounded time).
 */
export async function withUploadedImage<T>(
  ctx: Context,
  file: Promise<FileUpload> | null | undefined,
  ownerId: string,
  field: string,
  write: (tx: Prisma.TransactionClient, url: string | null) => Promise<T>,
): Promise<T> {
  const media: StoredMedia | null = file ? await stageUploadedImage(ctx.storage, rule, file, ownerId, field) : null;
  let outcome: { result: T; jobIds: string[] };
  try {
    outcome = await ctx.prisma.$transaction(async (tx) => {
      const result = await write(tx, media ? ctx.storage.publicUrl(media.bucket, media.key) : null);
      if (!media) return { result, jobIds: [] };
      await tx.mediaObject.create({ data: mediaObjectData(media) });
      return { result, jobIds: await queueImageJobs(tx, ctx.jobs, [media]) };
    });
  } catch (err) {
    if (media) await deleteStoredMedia(ctx.storage, media);
    throw err;
  }
  await awaitImageJobs(ctx.jobs, outcome.jobIds);
  return outcome.result;
}

/**
 * Inside a write, after images left a gallery: the uploads behind those that no collection shows
 * any more (as its image or in its gallery). Their rows go now, their files after commit.
 */
export async function releaseImages(tx: Prisma.TransactionClient, ctx: Context, urls: readonly string[]) {
  const released: StoredMedia[] = [];
  for (const url of new Set(urls)) {
    const object = storedObjectOf(ctx.storage, url);
    if (!object || object.bucket !== rule.bucket || !object.key.startsWith(`${rule.folder}/`)) continue;
    const used =
      (await tx.catalogue.count({ where: { image: url } })) +
      (await tx.catalogueImage.count({ where: { imageUrl: url } }));
    if (used) continue;
    const media = await releaseMediaRecord(tx, object);
    if (media) released.push(media);
  }
  return released;
}

export function checkUrl(field: string, url: string | null | undefined) {
  if (url?.trim() && !isHttpUrl(url)) throw new ValidationError({ [field]: COLLECTION_MESSAGES.imageUrlInvalid });
}

/** A collection the viewer manages, locked for the transaction; others' collections are not found (no oracle). */
export async function lockCollection(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  id: string | number,
): Promise<Catalogue> {
  const collectionId = databaseId(String(id), 'Collection');
  if (collectionId) await tx.$queryRaw`SELECT id FROM catalogues WHERE id = ${collectionId}::uuid FOR UPDATE`;
  return requireRow(
    collectionId
      ? await tx.catalogue.findFirst({ where: { AND: [{ id: collectionId }, collectionsManagedBy(viewer)] } })
      : null,
    COLLECTION_MESSAGES.notFound,
  );
}

/** Spec: the first gallery image is the main image. Keeps the collection's image in step with the gallery. */
export async function syncMainImage(tx: Prisma.TransactionClient, collectionId: string): Promise<void> {
  const first = await tx.catalogueImage.findFirst({
    where: { catalogueId: collectionId },
    orderBy: [{ displayOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  });
  if (first) await tx.catalogue.update({ where: { id: collectionId }, data: { image: first.imageUrl } });
}

export async function existingBrandId(tx: Prisma.TransactionClient, id: string): Promise<string> {
  const brandId = databaseId(id, 'Brand');
  const brand = brandId ? await tx.brand.findUnique({ where: { id: brandId }, select: { id: true } }) : null;
  if (!brand) throw new ValidationError({ brandId: COLLECTION_MESSAGES.brandRequired });
  return brand.id;
}

/** The image and its collection, when the viewer manages the collection. */
export async function lockImage(tx: Prisma.TransactionClient, viewer: Viewer, imageId: string) {
  const image = await tx.catalogueImage.findUnique({ where: { id: imageId } }).catch(() => null);
  if (!image) throw new NotFoundError(COLLECTION_MESSAGES.imageNotFound);
  const collection = await lockCollection(tx, viewer, image.catalogueId);
  return { image, collection };
}

export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Every collection mutation hands back the collection, reloaded with the selection the client asked for. */
export const collectionOutput = {
  outputFields: (t: any) => ({
    collection: t.prismaField({
      type: 'Catalogue',
      resolve: (query: object, p: { collectionId: string }, _a: unknown, ctx: Context) =>
        ctx.prisma.catalogue.findUniqueOrThrow({ ...query, where: { id: p.collectionId } }),
    }),
  }),
};
