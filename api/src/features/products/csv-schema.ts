import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { NotFoundError } from '../../errors.js';
import { viewerOf } from '../../graphql/kit/auth.js';
import { csvPolicies } from './csv-access.js';
import { productsCsv, type ProductsCsv } from './csv-export.js';
import { importProductsCsv, type ImportResult } from './csv-import.js';
import { CSV_MESSAGES } from './csv-messages.js';
import type { CsvProblem } from './csv-read.js';

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
      "Imports a brand's products from CSV: rows with an id of the brand's product update it, rows without create one. All rows are written in one transaction, or none; with any problem nothing is written. Send as a GraphQL multipart request (header `apollo-require-preflight: true`), the CSV before the zip.",
    authScopes: (_root, { input }) => csvPolicies.forBrand(input.brandId),
    unauthorizedError: csvPolicies.refused,
    resolve: (_root, { input }, ctx) =>
      importProductsCsv(
        { prisma: ctx.prisma, storage: ctx.storage, viewer: viewerOf(ctx) },
        { brandId: String(input.brandId), file: input.file, imagesZip: input.imagesZip, dryRun: input.dryRun },
      ),
  },
  {
    outputFields: (t) => ({
      dryRun: t.boolean({ resolve: (r: ImportResult) => r.dryRun }),
      rowCount: t.int({ resolve: (r: ImportResult) => r.rowCount }),
      created: t.int({
        description: 'Products created; on a dry run, how many rows would create one.',
        resolve: (r: ImportResult) => r.created,
      }),
      updated: t.int({ resolve: (r: ImportResult) => r.updated }),
      problems: t.field({ type: [CsvProblemRef], resolve: (r: ImportResult) => r.problems }),
    }),
  },
);
