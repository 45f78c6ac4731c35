import { builder } from '../graphql/builder.js';
import { CurrencyEnum, ProductServiceTypeEnum, ProductVideoTypeEnum } from './enums.js';
import { toNumber } from '../domain/decimal.js';
import { databaseId } from '../domain/global-id.js';

builder.prismaNode('Product', {
  id: { field: 'id' },
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    price: t.float({ nullable: true, select: { price: true, serviceType: true }, description: "Null for portfolio items, which hide their price.", resolve: (p) => (p.serviceType === 'portfolio' ? null : toNumber(p.price)) }),
    salePrice: t.float({ nullable: true, select: { salePrice: true, serviceType: true }, resolve: (p) => (p.serviceType === 'portfolio' ? null : toNumber(p.salePrice)) }),
    onSale: t.boolean({ select: { price: true, salePrice: true }, resolve: (p) => p.salePrice != null && Number(p.salePrice) < Number(p.price) }),
    currency: t.expose('currency', { type: CurrencyEnum }),
    image: t.exposeString('image', { nullable: true }),
    images: t.exposeStringList('images'),
    videoUrl: t.exposeString('videoUrl', { nullable: true }),
    videoThumbnail: t.exposeString('videoThumbnail', { nullable: true }),
    videoType: t.expose('videoType', { type: ProductVideoTypeEnum, nullable: true }),
    videoDescription: t.exposeString('videoDescription', { nullable: true }),
    category: t.exposeString('category', { nullable: true }),
    categories: t.exposeStringList('categories'),
    materials: t.exposeStringList('materials'),
    sizes: t.exposeStringList('sizes'),
    colors: t.exposeStringList('colors'),
    inStock: t.exposeBoolean('inStock'),
    serviceType: t.expose('serviceType', { type: ProductServiceTypeEnum }),
    isCustom: t.exposeBoolean('isCustom'),
    leadTime: t.exposeString('leadTime', { nullable: true }),
    careInstructions: t.exposeString('careInstructions', { nullable: true }),
    consultationFee: t.float({ nullable: true, select: { consultationFee: true }, resolve: (p) => toNumber(p.consultationFee) }),
    specialties: t.exposeStringList('specialties'),
    fittingSessions: t.exposeInt('fittingSessions', { nullable: true }),
    measurementGuide: t.exposeString('measurementGuide', { nullable: true }),
    priceRange: t.exposeString('priceRange', { nullable: true }),
    contactForPricing: t.exposeBoolean('contactForPricing'),
    techniques: t.exposeStringList('techniques'),
    inspiration: t.exposeString('inspiration', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    brand: t.relation('brand'),
    collection: t.relation('catalogue', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  product: t.prismaField({
    type: 'Product',
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _p, args, ctx) => {
      const id = databaseId(String(args.id), 'Product');
      return id ? ctx.prisma.product.findUnique({ ...query, where: { id } }) : null;
    },
  }),
}));
