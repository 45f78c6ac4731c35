import type { Prisma, PrismaClient } from '../../../generated/prisma/client.js';
import { NotFoundError } from '../../../errors.js';
import { exportFileName, productsCsvText, type CsvProductSource } from './columns.js';
import { CSV_MESSAGES } from './messages.js';

/** The columns the CSV reads of a product row. */
export const CSV_PRODUCT_SELECT = {
  id: true,
  title: true,
  description: true,
  price: true,
  salePrice: true,
  currency: true,
  category: true,
  categories: true,
  catalogue: { select: { title: true } },
  inStock: true,
  sizes: true,
  colors: true,
  materials: true,
  careInstructions: true,
  isCustom: true,
  leadTime: true,
  image: true,
  images: true,
  videoUrl: true,
  videoType: true,
  videoDescription: true,
  serviceType: true,
  consultationFee: true,
  specialties: true,
  fittingSessions: true,
  measurementGuide: true,
  priceRange: true,
  contactForPricing: true,
} as const satisfies Prisma.ProductSelect;

export type CsvProductRow = Prisma.ProductGetPayload<{ select: typeof CSV_PRODUCT_SELECT }>;

export const csvSource = ({ catalogue, ...row }: CsvProductRow): CsvProductSource => ({
  ...row,
  collection: catalogue?.title ?? null,
});

/** Products, not services (a row with a service kind is edited in Services). */
export const NOT_A_SERVICE = { serviceKind: null } as const satisfies Prisma.ProductWhereInput;

export interface ProductsCsv {
  fileName: string;
  content: string;
  rowCount: number;
}

/** A brand's products as CSV, oldest first, so rows added later come last in the next export too. */
export async function productsCsv(prisma: PrismaClient, brandId: string, today: Date): Promise<ProductsCsv> {
  const brand = await prisma.brand.findUnique({ where: { id: brandId }, select: { name: true } });
  if (!brand) throw new NotFoundError(CSV_MESSAGES.brandNotFound);
  const rows = await prisma.product.findMany({
    where: { brandId, ...NOT_A_SERVICE },
    select: CSV_PRODUCT_SELECT,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return {
    fileName: exportFileName(brand.name, today),
    content: productsCsvText(rows.map(csvSource)),
    rowCount: rows.length,
  };
}
