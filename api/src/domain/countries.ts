/** Delivery countries offered by the brand-request form: African markets first, then the diaspora, then Other. */
export const DELIVERY_COUNTRIES = [
  'Nigeria', 'Ghana', 'Kenya', 'South Africa', 'Egypt', 'Morocco', 'Tunisia', 'Algeria', 'Senegal', "Côte d'Ivoire",
  'Ethiopia', 'Tanzania', 'Uganda', 'Rwanda', 'Cameroon', 'Zambia', 'Zimbabwe', 'Botswana', 'Namibia', 'Angola',
  'Mozambique', 'Mali', 'Benin', 'Togo', 'Sierra Leone', 'Liberia', 'Gambia', 'Mauritius',
  'United Kingdom', 'United States', 'Canada', 'France', 'Germany', 'Netherlands', 'Belgium', 'Italy', 'Spain',
  'Ireland', 'United Arab Emirates', 'Australia', 'Other',
] as const;

export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

export function isDeliveryCountry(value: string): value is DeliveryCountry {
  return (DELIVERY_COUNTRIES as readonly string[]).includes(value);
}
