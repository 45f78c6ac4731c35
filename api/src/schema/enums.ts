import { Currency, Occasion, ProductServiceType, ProductVideoType } from '../generated/prisma/client.js';
import { builder } from '../graphql/builder.js';

export const CurrencyEnum = builder.enumType(Currency, { name: 'Currency', description: 'ISO currency code; NONE means "explore brand for prices".' });
export const OccasionEnum = builder.enumType(Occasion, { name: 'Occasion' });
export const ProductServiceTypeEnum = builder.enumType(ProductServiceType, { name: 'ProductServiceType', description: "'portfolio' items hide their price and stock." });
export const ProductVideoTypeEnum = builder.enumType(ProductVideoType, { name: 'ProductVideoType' });
