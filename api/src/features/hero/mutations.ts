import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { InputFieldBuilder } from '@pothos/core';
import type { FileUpload } from 'graphql-upload-minimal';
import type { HeroSlide, Prisma } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { UPLOAD_RULES } from '../../domain/upload-rules.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { auditedCreate, auditedDelete, auditedUpdate } from '../../graphql/kit/audited-write.js';
import { takeTurnsWriting } from '../../graphql/kit/table-lock.js';
import { requireRow, throwIfInvalid } from '../../graphql/kit/validation.js';
import type { Context } from '../../graphql/context.js';
import { deleteStoredMedia, type StoredMedia } from '../../storage/stored-media.js';
import { stageUploadedImage } from '../../storage/store-upload.js';
import {
  mediaObjectData,
  releaseMediaRecord,
  removeReleasedMedia,
  storedObjectOf,
} from '../../storage/media-records.js';
import { awaitImageJobs, queueImageJobs } from '../../storage/process-image-job.js';
import { heroPolicies } from './access.js';
import { HERO_MESSAGES } from './messages.js';
import { heroLink, heroSlideErrors, nextDisplayOrder } from './rules.js';

const rule = UPLOAD_RULES.heroImage;
const AUDITED = ['image', 'title', 'subtitle', 'link', 'heroTitle', 'isEditorial', 'displayOrder', 'isActive'] as const;
const text = (value: string | null | undefined) => value?.trim() || null;

interface SlideForm {
  image?: string | null;
  imageFile?: Promise<FileUpload> | null;
  title?: string | null;
  subtitle?: string | null;
  link?: string | null;
  heroTitle?: string | null;
  isEditorial?: boolean | null;
  displayOrder?: number | null;
  isActive?: boolean | null;
}

function checkImageUrl(image: string | null | undefined) {
  if (image?.trim() && !/^(https?:\/\/\S+|\/\S*)$/i.test(image.trim()))
    throw new ValidationError({ image: HERO_MESSAGES.imageUrl });
}

/** The columns for the fields sent; an uploaded file wins over an image URL. */
function slideColumns(form: SlideForm, storedUrl: string | null): Prisma.HeroSlideUpdateInput {
  const data: Prisma.HeroSlideUpdateInput = {};
  if (storedUrl) data.image = storedUrl;
  else if (form.image !== undefined && text(form.image)) data.image = text(form.image)!;
  if (form.title !== undefined) data.title = text(form.title)!;
  if (form.heroTitle !== undefined) data.heroTitle = text(form.heroTitle)!;
  if (form.subtitle !== undefined) data.subtitle = text(form.subtitle);
  if (form.link !== undefined) data.link = heroLink(form.link);
  if (form.isEditorial != null) data.isEditorial = form.isEditorial;
  if (form.isActive != null) data.isActive = form.isActive;
  if (form.displayOrder != null) data.displayOrder = form.displayOrder;
  return data;
}

interface SlideWrite<T> {
  result: T;
  /** Uploads the write no longer uses: their files go after commit. */
  released: StoredMedia[];
}

/**
 * A slide write with its upload: the file is checked and staged before the transaction; inside it
 * the write runs and the upload is recorded with its job queued; if the write fails the upload is
 * removed again. After commit the files the write released are removed and the job is waited for
 * (a bounded time).
 */
async function withUploadedImage<T>(
  ctx: Context,
  file: Promise<FileUpload> | null | undefined,
  ownerId: string,
  write: (tx: Prisma.TransactionClient, url: string | null) => Promise<SlideWrite<T>>,
): Promise<T> {
  const media: StoredMedia | null = file ? await stageUploadedImage(ctx.storage, rule, file, ownerId) : null;
  let outcome: SlideWrite<T> & { jobIds: string[] };
  try {
    outcome = await ctx.prisma.$transaction(async (tx) => {
      const done = await write(tx, media ? ctx.storage.publicUrl(media.bucket, media.key) : null);
      if (!media) return { ...done, jobIds: [] };
      await tx.mediaObject.create({ data: mediaObjectData(media) });
      return { ...done, jobIds: await queueImageJobs(tx, ctx.jobs, [media]) };
    });
  } catch (err) {
    if (media) await deleteStoredMedia(ctx.storage, media);
    throw err;
  }
  await removeReleasedMedia(ctx.storage, outcome.released);
  await awaitImageJobs(ctx.jobs, outcome.jobIds);
  return outcome.result;
}

/**
 * Inside a write, after the slide changed or went: the upload behind its former image when no slide
 * uses that image any more. Its row goes now, its files after commit.
 */
async function releaseSlideImage(tx: Prisma.TransactionClient, ctx: Context, url: string): Promise<StoredMedia[]> {
  const object = storedObjectOf(ctx.storage, url);
  if (!object || object.bucket !== rule.bucket || !object.key.startsWith(`${rule.folder}/`)) return [];
  if (await tx.heroSlide.count({ where: { image: url } })) return [];
  const media = await releaseMediaRecord(tx, object);
  return media ? [media] : [];
}

const slideFields = (t: InputFieldBuilder<any, 'InputObject'>, required: boolean) => ({
  image: t.string({ required: false, description: 'An image URL, instead of imageFile.' }),
  imageFile: t.field({
    type: 'Upload',
    required: false,
    description: 'PNG, JPEG or WebP, at most 20 MB; 1920×1080 recommended.',
  }),
  title: t.string({ required }),
  subtitle: t.string({ required: false }),
  link: t.string({ required: false, description: "A bare word gets a leading '/'." }),
  heroTitle: t.string({ required }),
  isEditorial: t.boolean({ required: false }),
  displayOrder: t.int({ required: false, description: 'At least 1; on create, default the highest plus 1.' }),
  isActive: t.boolean({ required: false, description: 'Default true on create.' }),
});

const HeroSlidePayload = builder.objectRef<{ slideId: string }>('HeroSlidePayload').implement({
  fields: (t) => ({
    slide: t.prismaField({
      type: 'HeroSlide',
      resolve: (query, p, _a, ctx) => ctx.prisma.heroSlide.findUniqueOrThrow({ ...query, where: { id: p.slideId } }),
    }),
  }),
});

const CreateHeroSlideInput = builder.inputType('CreateHeroSlideInput', { fields: (t) => slideFields(t, true) });
const UpdateHeroSlideInput = builder.inputType('UpdateHeroSlideInput', {
  fields: (t) => ({ id: t.id({ required: true }), ...slideFields(t, false) }),
});

async function lockSlide(tx: Prisma.TransactionClient, id: string | number): Promise<HeroSlide> {
  const slideId = databaseId(String(id), 'HeroSlide');
  if (slideId) await tx.$queryRaw`SELECT id FROM hero_slides WHERE id = ${slideId}::uuid FOR UPDATE`;
  return requireRow(slideId ? await tx.heroSlide.findUnique({ where: { id: slideId } }) : null, HERO_MESSAGES.notFound);
}

builder.mutationField('createHeroSlide', (t) =>
  t.withAuth(heroPolicies.manage).field({
    type: HeroSlidePayload,
    args: { input: t.arg({ type: CreateHeroSlideInput, required: true }) },
    description: 'Adds a home-page hero slide (super admins). The image goes into the hero-images bucket.',
    unauthorizedError: heroPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      throwIfInvalid(heroSlideErrors({ ...input, hasImage: !!input.imageFile || !!input.image?.trim() }, 'create'));
      checkImageUrl(input.image);
      const slideId = randomUUID();
      return withUploadedImage(ctx, input.imageFile, slideId, async (tx, url) => {
        // Slides are ordered under a lock, so two new slides never take the same default order.
        await takeTurnsWriting(tx, 'hero_slides');
        const highest = (await tx.heroSlide.aggregate({ _max: { displayOrder: true } }))._max.displayOrder;
        const slide = await auditedCreate(tx, viewer, {
          create: (tx) =>
            tx.heroSlide.create({
              data: {
                ...(slideColumns(input, url) as Prisma.HeroSlideCreateInput),
                id: slideId,
                displayOrder: input.displayOrder ?? nextDisplayOrder(highest),
                isActive: input.isActive ?? true,
              },
            }),
          fields: AUDITED,
          describe: (slide) => ({
            action: 'created',
            entityType: 'hero_slide',
            entityId: slide.id,
            entityLabel: slide.title,
          }),
        });
        return { result: { slideId: slide.id }, released: [] };
      });
    },
  }),
);

builder.mutationField('updateHeroSlide', (t) =>
  t.withAuth(heroPolicies.manage).field({
    type: HeroSlidePayload,
    args: { input: t.arg({ type: UpdateHeroSlideInput, required: true }) },
    description: 'Changes the fields sent of a hero slide (super admins); isActive shows or hides it on the home page.',
    unauthorizedError: heroPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const { id, ...form } = input;
      throwIfInvalid(heroSlideErrors(form, 'edit'));
      checkImageUrl(form.image);
      const slideId = databaseId(String(id), 'HeroSlide');
      if (!slideId) throw new NotFoundError(HERO_MESSAGES.notFound);
      return withUploadedImage(ctx, form.imageFile, slideId, async (tx, url) => {
        const { before, after } = await auditedUpdate(tx, viewer, {
          lock: (tx) => lockSlide(tx, slideId),
          update: (tx, before) => tx.heroSlide.update({ where: { id: before.id }, data: slideColumns(form, url) }),
          fields: AUDITED,
          describe: (after, changes) => ({
            action:
              Object.keys(changes).join() === 'isActive' ? (after.isActive ? 'activated' : 'deactivated') : 'updated',
            entityType: 'hero_slide',
            entityId: after.id,
            entityLabel: after.title,
          }),
        });
        const released = before.image !== after.image ? await releaseSlideImage(tx, ctx, before.image) : [];
        return { result: { slideId: after.id }, released };
      });
    },
  }),
);

const DeleteHeroSlidePayload = builder.objectRef<{ id: string }>('DeleteHeroSlidePayload').implement({
  fields: (t) => ({
    deletedSlideId: t.id({ resolve: (p) => encodeGlobalID('HeroSlide', p.id) }),
  }),
});

builder.mutationField('deleteHeroSlide', (t) =>
  t.withAuth(heroPolicies.manage).field({
    type: DeleteHeroSlidePayload,
    args: { id: t.arg.id({ required: true }) },
    description: 'Deletes a hero slide (super admins); permanent. Its uploaded image is removed from storage.',
    unauthorizedError: heroPolicies.refused,
    resolve: async (_root, { id }, ctx) => {
      const viewer = ctx.viewer;
      const { deleted, removed: released } = await auditedDelete(ctx.prisma, viewer, {
        lock: (tx) => lockSlide(tx, id),
        remove: async (tx, slide) => {
          await tx.heroSlide.delete({ where: { id: slide.id } });
          return releaseSlideImage(tx, ctx, slide.image);
        },
        fields: ['title', 'heroTitle', 'displayOrder'],
        describe: (slide) => ({
          action: 'deleted',
          entityType: 'hero_slide',
          entityId: slide.id,
          entityLabel: slide.title,
        }),
      });
      await removeReleasedMedia(ctx.storage, released);
      return { id: deleted.id };
    },
  }),
);
