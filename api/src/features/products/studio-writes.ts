import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { FileUpload } from 'graphql-upload-minimal';
import type { Prisma, Product } from '../../generated/prisma/client.js';
import { databaseId } from '../../domain/global-id.js';
import type { UploadRule } from '../../domain/upload-rules.js';
import { auditedCreate, auditedDelete, auditedUpdate } from '../../graphql/kit/audited-write.js';
import { requireRow } from '../../graphql/kit/validation.js';
import { mayEditProduct, productPolicies } from './access.js';
import { cleanList, productEntityType } from './rules.js';
import type { Viewer } from '../../auth/viewer.js';
import { builder, type SignedInContext } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import type { StoredMedia } from '../../storage/stored-media.js';
import {
  AUDITED_PRODUCT_FIELDS,
  claimIdempotencyKey,
  idempotencyKeyOf,
  lockProduct,
  productForKey,
  settleIdempotencyKey,
} from './studio-data.js';
import { productFileUrls, releaseFiles, StagedFiles } from './studio-media.js';
import { removeReleasedMedia } from '../../storage/media-records.js';

/**
 * The two shapes every studio product write takes (product, service, portfolio piece):
 * files first, then one transaction with the audit entry, then the files it released.
 */

/** The payloads hand back the product, reloaded with the selection the client asked for. */
export const productPayload = (name: string) =>
  builder.objectRef<{ productId: string }>(name).implement({
    fields: (t) => ({
      product: t.prismaField({
        type: 'Product',
        resolve: (query, p, _a, ctx) => ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: p.productId } }),
      }),
    }),
  });

type Uploads = readonly Promise<FileUpload>[] | null | undefined;

/** How many files a request uploads (none when the field is left out). */
export const uploadCount = (list: Uploads) => list?.length ?? 0;

/**
 * A create's images as sent: the links (cleaned), how many images the uploads and links make, and
 * the stage step that stores the uploads (in the product's folder) ahead of the links.
 */
export function sentImages(rule: UploadRule, input: { imageFiles?: Uploads; imageUrls?: readonly string[] | null }) {
  const urls = cleanList(input.imageUrls);
  return {
    urls,
    count: uploadCount(input.imageFiles) + urls.length,
    stage: async (files: StagedFiles, productId: string) => [
      ...(await files.images(rule, input.imageFiles, productId, 'images')),
      ...urls,
    ],
  };
}

export interface CreateSteps<Staged> {
  idempotencyKey: string | null | undefined;
  /** Stores the request's files (before any transaction) and returns what the write needs of them. */
  stage: (files: StagedFiles, productId: string) => Promise<Staged>;
  /** Creates the product with id productId and records the audit entry, inside the transaction. */
  write: (tx: Prisma.TransactionClient, productId: string, staged: Staged) => Promise<void>;
}

/**
 * A create that happens once per idempotency key: a key this user used in the last 24 hours gets the
 * product made the first time (also when two requests race: the second waits on the first's claim).
 * Uploads are removed again when the write fails or turns out to be a repeat.
 */
export async function createOnce<Staged>(
  ctx: Context,
  viewer: Viewer,
  steps: CreateSteps<Staged>,
): Promise<{ productId: string }> {
  const key = idempotencyKeyOf(steps.idempotencyKey);
  if (key) {
    const earlier = await productForKey(ctx.prisma, viewer.id, key);
    if (earlier) return { productId: earlier };
  }
  const productId = randomUUID();
  const files = new StagedFiles(ctx.storage, ctx.jobs);
  let outcome: { productId: string; repeat: boolean };
  try {
    const staged = await steps.stage(files, productId);
    outcome = await ctx.prisma.$transaction(async (tx) => {
      if (key) {
        const claim = await claimIdempotencyKey(tx, viewer.id, key);
        if (!claim.claimed) {
          if (!claim.productId) throw new Error('An idempotency key without its product');
          return { productId: claim.productId, repeat: true };
        }
      }
      await steps.write(tx, productId, staged);
      await files.record(tx);
      if (key) await settleIdempotencyKey(tx, viewer.id, key, productId);
      return { productId, repeat: false };
    });
  } catch (err) {
    await files.discard(ctx.prisma);
    throw err;
  }
  if (outcome.repeat) await files.discard(ctx.prisma);
  else await files.settle();
  return { productId: outcome.productId };
}

export interface UpdateSteps<Staged> {
  stage: (files: StagedFiles) => Promise<Staged>;
  /** Changes the product and records the audit entry; returns the stored files it no longer uses. */
  write: (tx: Prisma.TransactionClient, staged: Staged, files: StagedFiles) => Promise<StoredMedia[]>;
}

/** An update or delete: files first, one transaction, then the files it released are removed. */
export async function changeWithFiles<Staged>(ctx: Context, steps: UpdateSteps<Staged>): Promise<void> {
  const files = new StagedFiles(ctx.storage, ctx.jobs);
  let released: StoredMedia[];
  try {
    const staged = await steps.stage(files);
    released = await ctx.prisma.$transaction(async (tx) => {
      const gone = await steps.write(tx, staged, files);
      await files.record(tx);
      return gone;
    });
  } catch (err) {
    await files.discard(ctx.prisma);
    throw err;
  }
  await removeReleasedMedia(ctx.storage, released);
  await files.settle();
}

/** What a product's audit entry says of it ('product', 'service' or 'portfolio_piece'). */
const productEntry = (action: string, entityType: string, product: Product) => ({
  action,
  entityType,
  entityId: product.id,
  entityLabel: product.title,
  brandId: product.brandId,
});

/** Creates a product row ('product', 'service' or 'portfolio_piece') with its audit entry. */
export function createAuditedProduct(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  entityType: string,
  data: Prisma.ProductUncheckedCreateInput,
): Promise<Product> {
  return auditedCreate(tx, viewer, {
    create: (tx) => tx.product.create({ data }),
    fields: AUDITED_PRODUCT_FIELDS,
    describe: (product) => productEntry('created', entityType, product),
  });
}

export interface ProductUpdateSteps<Staged> {
  /** The product, as checked before any file was read (editableRow). */
  productId: string;
  notFound: string;
  stage: (files: StagedFiles) => Promise<Staged>;
  /** The columns to change, given the product as it is now (locked) and the staged files. */
  data: (current: Product, staged: Staged) => Prisma.ProductUncheckedUpdateInput;
  /** The audit entry's entity type, given the changed product. */
  entityType: (after: Product) => string;
}

/**
 * An update of a product the viewer may edit: files first; then, in one transaction, the row locked
 * and its brand checked again, the change, the stored files it no longer uses released and an audit
 * entry when an audited field changed; then the released files removed.
 */
export async function updateProductRow<Staged>(
  ctx: Context,
  viewer: Viewer,
  steps: ProductUpdateSteps<Staged>,
): Promise<{ productId: string }> {
  let productId = steps.productId;
  await changeWithFiles(ctx, {
    stage: steps.stage,
    write: async (tx, staged) => {
      const { before, after } = await auditedUpdate(tx, viewer, {
        lock: (tx) => lockEditable(tx, viewer, steps.productId, steps.notFound),
        update: (tx, current) => tx.product.update({ where: { id: current.id }, data: steps.data(current, staged) }),
        fields: AUDITED_PRODUCT_FIELDS,
        describe: (after) => productEntry('updated', steps.entityType(after), after),
      });
      const stillUsed = new Set(productFileUrls(after));
      productId = after.id;
      return releaseFiles(
        tx,
        ctx.storage,
        after.id,
        productFileUrls(before).filter((url) => !stillUsed.has(url)),
      );
    },
  });
  return { productId };
}

/** The product, locked for the transaction: NOT_FOUND when it is gone, FORBIDDEN when its brand is not the viewer's. */
async function lockEditable(tx: Prisma.TransactionClient, viewer: Viewer, productId: string, notFound: string) {
  const current = requireRow(await lockProduct(tx, productId), notFound);
  if (!mayEditProduct(viewer, current.brandId)) throw productPolicies.notYours();
  return current;
}

/** A product the viewer may edit, looked up before any file is read: NOT_FOUND or FORBIDDEN otherwise. */
export async function editableRow(
  ctx: Context,
  id: string | number,
  notFound: string,
  where: Prisma.ProductWhereInput = {},
) {
  const productId = databaseId(String(id), 'Product');
  const row = requireRow(
    productId ? await ctx.prisma.product.findFirst({ where: { id: productId, ...where } }) : null,
    notFound,
  );
  if (!mayEditProduct(ctx.viewer, row.brandId)) throw productPolicies.notYours();
  return row;
}

/** Deletes a product row the viewer may edit, with its audit entry; its stored files go after commit. */
export async function deleteProductRow(
  ctx: SignedInContext,
  id: string | number,
  notFound: string,
  kind: 'product' | 'service',
): Promise<{ id: string }> {
  const viewer = ctx.viewer;
  const before = await editableRow(ctx, id, notFound, kind === 'service' ? { serviceKind: { not: null } } : {});
  await changeWithFiles(ctx, {
    stage: async () => null,
    write: async (tx) => {
      const { removed: released } = await auditedDelete(tx, viewer, {
        lock: (tx) => lockEditable(tx, viewer, before.id, notFound),
        remove: async (tx, current) => {
          await tx.product.delete({ where: { id: current.id } });
          return releaseFiles(tx, ctx.storage, current.id, productFileUrls(current));
        },
        fields: ['title', 'brandId', 'serviceType', 'serviceKind', 'price'],
        describe: (current) => productEntry('deleted', productEntityType(current), current),
      });
      return released;
    },
  });
  return { id: encodeGlobalID('Product', before.id) };
}
