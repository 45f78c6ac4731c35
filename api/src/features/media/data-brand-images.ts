import type { Readable } from 'node:stream';
import { UPLOAD_RULES } from '../../domain/upload-rules.js';
import { NotFoundError } from '../../errors.js';
import { receiveUpload } from '../../storage/receive-upload.js';
import { deleteStoredMedia, newKeyStem, stageImage } from '../../storage/stored-media.js';
import { awaitImageJobs, queueImageJobs } from '../../storage/process-image-job.js';
import { lockBrand, brandNotFound } from './data.js';
import { asFieldError, mediaObjectData, storedMediaOf } from '../../storage/media-records.js';
import type { MediaDeps } from './data.js';
import { recordAudit } from '../../graphql/kit/audit.js';

const rule = UPLOAD_RULES.brandImage;

export const BRAND_IMAGE_NOT_FOUND_MESSAGE = 'Brand image not found.';

/**
 * Adds an uploaded image to a brand's gallery: checks it and puts it in the private area, then in one
 * transaction records it (processing), queues its job, appends it with the next display order and
 * makes it the brand's main image when the brand has none. If the transaction fails the upload is
 * removed again. The file is staged before the transaction opens, since no query may wait on other
 * I/O inside it. After commit, waits a bounded time for the job to make the original and variants.
 */
export async function addBrandImage(
  { prisma, storage, jobs, actor }: MediaDeps,
  brandId: string,
  source: Readable,
): Promise<{ imageId: string }> {
  const media = await asFieldError('file', async () => {
    const file = await receiveUpload(source, rule);
    try {
      return await stageImage(storage, rule, file, newKeyStem(rule, brandId));
    } finally {
      await file.discard();
    }
  });
  let added: { imageId: string; jobIds: string[] };
  try {
    added = await prisma.$transaction(async (tx) => {
      if (!(await lockBrand(tx, brandId))) throw brandNotFound();
      const brand = await tx.brand.findUniqueOrThrow({ where: { id: brandId }, select: { image: true, name: true } });
      const last = await tx.brandImage.aggregate({ where: { brandId }, _max: { displayOrder: true } });
      const record = await tx.mediaObject.create({ data: mediaObjectData(media), select: { id: true } });
      const image = await tx.brandImage.create({
        data: { brandId, storagePath: media.key, displayOrder: (last._max.displayOrder ?? 0) + 1, mediaId: record.id },
        select: { id: true },
      });
      const url = storage.publicUrl(media.bucket, media.key);
      if (!brand.image)
        await tx.brand.update({ where: { id: brandId }, data: { image: url, imageMediaId: record.id } });
      await recordAudit(tx, actor, {
        action: 'image_added',
        entityType: 'brand',
        entityId: brandId,
        entityLabel: brand.name,
        brandId,
        changes: { images: { from: null, to: url }, ...(brand.image ? {} : { image: { from: null, to: url } }) },
      });
      return { imageId: image.id, jobIds: await queueImageJobs(tx, jobs, [media]) };
    });
  } catch (err) {
    await deleteStoredMedia(storage, media);
    throw err;
  }
  await awaitImageJobs(jobs, added.jobIds);
  return { imageId: added.imageId };
}

/**
 * Removes one gallery image (by its storage path) and, when it was an upload, its stored objects (and
 * its private upload, when it is still being processed).
 * When it was the brand's main image, the next image in display order takes its place.
 */
export async function removeBrandImage(
  { prisma, storage, actor }: MediaDeps,
  brandId: string,
  storagePath: string,
): Promise<void> {
  // Gallery rows hold a key in the brand-assets bucket (uploads) or a URL (seeded images).
  const urlOf = (row: { storagePath: string; media: { key: string } | null }) =>
    row.media ? storage.publicUrl(rule.bucket, row.media.key) : row.storagePath;

  const removed = await prisma.$transaction(async (tx) => {
    if (!(await lockBrand(tx, brandId))) throw brandNotFound();
    const image = await tx.brandImage.findFirst({ where: { brandId, storagePath }, include: { media: true } });
    if (!image) throw new NotFoundError(BRAND_IMAGE_NOT_FOUND_MESSAGE);
    await tx.brandImage.delete({ where: { id: image.id } });

    const brand = await tx.brand.findUniqueOrThrow({
      where: { id: brandId },
      select: { image: true, imageMediaId: true, name: true },
    });
    const wasMain = (image.mediaId !== null && brand.imageMediaId === image.mediaId) || brand.image === urlOf(image);
    if (wasMain) {
      const next = await tx.brandImage.findFirst({
        where: { brandId },
        orderBy: [{ displayOrder: 'asc' }, { createdAt: 'asc' }],
        include: { media: true },
      });
      await tx.brand.update({
        where: { id: brandId },
        data: { image: next ? urlOf(next) : null, imageMediaId: next?.mediaId ?? null },
      });
    }
    if (image.media) await tx.mediaObject.delete({ where: { id: image.media.id } });
    await recordAudit(tx, actor, {
      action: 'image_removed',
      entityType: 'brand',
      entityId: brandId,
      entityLabel: brand.name,
      brandId,
      changes: { images: { from: urlOf(image), to: null } },
    });
    return image.media;
  });

  if (removed) await deleteStoredMedia(storage, storedMediaOf(removed));
}
