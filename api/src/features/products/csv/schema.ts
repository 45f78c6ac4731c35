import { builder } from '../../../graphql/builder.js';
import { databaseId } from '../../../domain/global-id.js';
import { NotFoundError } from '../../../errors.js';
import { viewerOf } from '../../../graphql/kit/auth.js';
import { csvPolicies } from './access.js';
import { productsCsv, type ProductsCsv } from './export.js';
import { requestProductsImport } from './import-request.js';
import { ProductImportStatus } from '../../../generated/prisma/enums.js';
import { CSV_MESSAGES } from './messages.js';
import type { CsvProblem } from './read.js';

const ProductsCsvRef = builder.objectRef<ProductsCsv>('ProductsCsv').implement({
  description: "A brand's products (not services) as a CSV file.",
  fields: (t) => ({
    fileName: t.exposeString('fileName', { description: "'{brand}-products-{YYYY-MM-DD}.csv'" }),
    content: t.exposeString('content', {
      description: 'UTF-8 text starting with a byte order mark; header row, then one row per product.',
    }),
    rowCount: t.exposeInt('rowCount'),
  }),
});

const CsvProblemRef = builder.objectRef<CsvProblem>('ProductCsvProblem').implement({
  description: 'One problem of an imported CSV, where a spreadsheet shows it.',
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'The header is row 1, the first product row 2.' }),
    column: t.exposeString('column', { nullable: true, description: 'Null for a problem of the whole row.' }),
    message: t.exposeString('message'),
  }),
});

builder.queryField('productsCsv', (t) =>
  t.field({
    type: ProductsCsvRef,
    args: { brandId: t.arg.id({ required: true }) },
    description:
      "Exports a brand's products (services are left out) as CSV. Needs studio.products.manage; a brand_admin only for their brands.",
    authScopes: (_root, args) => csvPolicies.forBrand(args.brandId),
    unauthorizedError: csvPolicies.refused,
    resolve: (_root, args, ctx) => {
      const brandId = databaseId(String(args.brandId), 'Brand');
      if (!brandId) throw new NotFoundError(CSV_MESSAGES.brandNotFound);
      return productsCsv(ctx.prisma, brandId, new Date());
    },
  }),
);

const ProductImportStatusEnum = builder.enumType(ProductImportStatus, {
  name: 'ProductImportStatus',
  description:
    'queued (waiting for a worker), checking (reading and checking rows), storing_images (from the zip), writing (one transaction), then finished or failed.',
});

const ProductImportRef = builder.prismaNode('ProductImport', {
  id: { field: 'id' },
  description:
    "A check or import of a brand's product CSV, done in the background; poll it until it is finished or failed.",
  authScopes: (row) => csvPolicies.forBrand(row.brandId),
  fields: (t) => ({
    brand: t.relation('brand'),
    dryRun: t.exposeBoolean('dryRun', { description: 'A check only: nothing is written.' }),
    status: t.expose('status', { type: ProductImportStatusEnum }),
    fileName: t.exposeString('fileName'),
    zipName: t.exposeString('zipName', { nullable: true }),
    rowCount: t.exposeInt('rowCount', {
      nullable: true,
      description: 'Product rows in the file; null until it is read.',
    }),
    rowsChecked: t.exposeInt('rowsChecked'),
    imagesTotal: t.exposeInt('imagesTotal', {
      description: 'Zip images the rows use (known once the rows are checked).',
    }),
    imagesStored: t.exposeInt('imagesStored'),
    created: t.exposeInt('created', {
      nullable: true,
      description: 'Products created (on a check: that the rows would create); null until finished.',
    }),
    updated: t.exposeInt('updated', { nullable: true }),
    problems: t.field({
      type: [CsvProblemRef],
      description: 'Every problem, by row; with any problem an import writes nothing.',
      resolve: (row) => row.problems as unknown as CsvProblem[],
    }),
    failureMessage: t.exposeString('failureMessage', {
      nullable: true,
      description: 'Why the file could not be used or the import could not finish; nothing was written.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('productImport', (t) =>
  t.prismaField({
    type: 'ProductImport',
    nullable: true,
    args: { id: t.arg.globalID({ required: true, for: [ProductImportRef] }) },
    description:
      'A check or import, to follow it until it is over; null when it does not exist or is not yours to see.',
    resolve: (query, _root, args, ctx) => ctx.prisma.productImport.findUnique({ ...query, where: { id: args.id.id } }),
  }),
);

builder.queryField('latestProductImport', (t) =>
  t.prismaField({
    type: 'ProductImport',
    nullable: true,
    args: { brandId: t.arg.id({ required: true }) },
    description: "The brand's most recent check or import, so a screen opened later can follow or show it.",
    authScopes: (_root, args) => csvPolicies.forBrand(args.brandId),
    unauthorizedError: csvPolicies.refused,
    resolve: (query, _root, args, ctx) => {
      const brandId = databaseId(String(args.brandId), 'Brand');
      if (!brandId) throw new NotFoundError(CSV_MESSAGES.brandNotFound);
      return ctx.prisma.productImport.findFirst({ ...query, where: { brandId }, orderBy: { createdAt: 'desc' } });
    },
  }),
);

builder.relayMutationField(
  'importProductsCsv',
  {
    inputFields: (t) => ({
      brandId: t.id({ required: true }),
      file: t.field({ type: 'Upload', required: true, description: 'The CSV, UTF-8, at most 5 MB and 5000 rows.' }),
      imagesZip: t.field({
        type: 'Upload',
        required: false,
        description: 'Images the rows name by file name: PNG, JPEG or WebP, 5 MB each; the zip at most 100 MB.',
      }),
      dryRun: t.boolean({ required: true, description: 'Check every row and report the problems; write nothing.' }),
    }),
  },
  {
    description:
      "Starts a check or import of a brand's products from CSV, done in the background: follow the returned ProductImport until it is finished. Rows with an id of the brand's product update it, rows without create one. All rows are written in one transaction, or none; with any problem nothing is written. A brand runs one import at a time and starts at most 30 an hour. Send as a GraphQL multipart request (header `apollo-require-preflight: true`), the CSV before the zip.",
    authScopes: (_root, { input }) => csvPolicies.forBrand(input.brandId),
    unauthorizedError: csvPolicies.refused,
    resolve: async (_root, { input }, ctx) => ({
      productImport: await requestProductsImport(
        { prisma: ctx.prisma, storage: ctx.storage, jobs: ctx.jobs, viewer: viewerOf(ctx) },
        { brandId: String(input.brandId), file: input.file, imagesZip: input.imagesZip, dryRun: input.dryRun },
      ),
    }),
  },
  {
    outputFields: (t) => ({
      productImport: t.field({ type: ProductImportRef, resolve: (r) => r.productImport }),
    }),
  },
);
