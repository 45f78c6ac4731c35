import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { toNumber } from '../../domain/decimal.js';
import { BrandRef, CurrencyEnum } from '../brands/types.js';
import { LeadRef } from '../leads/types.js';
import { OrderStatusEnum } from '../orders/types.js';
import { leadVisibleTo } from './access.js';
import type { InboxEntryData } from './data.js';
import { entryKeyText, entrySummary, INBOX_KINDS, INBOX_SEARCH_MAX_LENGTH, preferenceValue } from './rules.js';

export const INBOX_ENTRY_TYPENAME = 'InboxEntry';

export const InboxKindEnum = builder.enumType('InboxKind', {
  description: 'A contact enquiry, a custom order (made to measure) or a brand request (a product as listed).',
  values: INBOX_KINDS,
});

export const InboxFilter = builder.inputType('InboxFilter', {
  fields: (t) => ({
    kind: t.field({ type: InboxKindEnum, required: false }),
    brandId: t.id({ required: false, description: "A brand's global or row id; an unknown id matches nothing." }),
    unreadOnly: t.boolean({ required: false, description: 'Only the entries the viewer has not read.' }),
    search: t.string({
      required: false,
      description: `Case-insensitive text over the sender's name and e-mail and the subject (an order's product title); the first ${INBOX_SEARCH_MAX_LENGTH} characters count.`,
    }),
  }),
});

interface Sender {
  name: string;
  email: string;
  phone: string | null;
}

const InboxSenderRef = builder.objectRef<Sender>('InboxSender').implement({
  description: 'Who wrote or ordered: for an order, the contact given with its delivery details.',
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
  }),
});

type Enquiry = NonNullable<InboxEntryData['enquiry']>;
type Order = NonNullable<InboxEntryData['order']>;

const InboxEnquiryRef = builder.objectRef<Enquiry>('InboxEnquiry').implement({
  fields: (t) => ({
    subject: t.exposeString('subject'),
    message: t.exposeString('message'),
  }),
});

const InboxDeliveryAddressRef = builder.objectRef<Order>('InboxDeliveryAddress').implement({
  description: 'Where the piece goes (shipping is arranged between the customer and the brand).',
  fields: (t) => ({
    fullName: t.exposeString('deliveryFullName'),
    email: t.exposeString('deliveryEmail'),
    phone: t.exposeString('deliveryPhone', { nullable: true }),
    addressLine1: t.exposeString('deliveryAddressLine1', { nullable: true }),
    city: t.exposeString('deliveryCity', { nullable: true }),
    state: t.exposeString('deliveryState', { nullable: true }),
    postalCode: t.exposeString('deliveryPostalCode', { nullable: true }),
    country: t.exposeString('deliveryCountry', { nullable: true }),
  }),
});

const InboxOrderRef = builder.objectRef<Order>('InboxOrder').implement({
  description:
    'What was ordered, as the customer gave it. Measurements are the three fit preferences the order form asks for.',
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    status: t.expose('status', { type: OrderStatusEnum }),
    productTitle: t.string({
      nullable: true,
      description: 'Null when the product has since been deleted.',
      resolve: (o) => o.product?.title ?? null,
    }),
    productId: t.id({
      nullable: true,
      description: "The product's global id (its public page is /product/{databaseId}).",
      resolve: (o) => (o.product ? encodeGlobalID('Product', o.product.id) : null),
    }),
    productDatabaseId: t.string({ nullable: true, resolve: (o) => o.product?.id ?? null }),
    size: t.exposeString('size', { nullable: true }),
    color: t.exposeString('color', { nullable: true }),
    quantity: t.exposeInt('quantity'),
    fitPreference: t.string({
      nullable: true,
      description: 'very-loose ... very-tight, as the order form names them; null for brand requests.',
      resolve: (o) => preferenceValue(o.fitPreference),
    }),
    lengthPreference: t.string({ nullable: true, resolve: (o) => preferenceValue(o.lengthPreference) }),
    sleevePreference: t.string({ nullable: true, resolve: (o) => preferenceValue(o.sleevePreference) }),
    specialRequirements: t.exposeString('specialRequirements', { nullable: true }),
    customerNotes: t.exposeString('customerNotes', { nullable: true }),
    totalAmount: t.float({
      nullable: true,
      description:
        "In the brand's currency, with any special-requirements surcharge; null when the piece has no price.",
      resolve: (o) => toNumber(o.totalAmount),
    }),
    currency: t.expose('currency', { type: CurrencyEnum }),
    delivery: t.field({ type: InboxDeliveryAddressRef, resolve: (o) => o }),
  }),
});

/**
 * One message in a studio user's inbox: a contact enquiry or an order, addressed to a brand they
 * manage (or, for the platform roles, to the platform). `read` is the viewer's own mark.
 */
export const InboxEntryRef = builder.objectRef<InboxEntryData>(INBOX_ENTRY_TYPENAME).implement({
  fields: (t) => ({
    id: t.id({
      description: "The entry's global id (of 'enquiry:{uuid}' or 'order:{uuid}').",
      resolve: (e) => encodeGlobalID(INBOX_ENTRY_TYPENAME, entryKeyText(e)),
    }),
    kind: t.field({ type: InboxKindEnum, resolve: (e) => e.kind }),
    receivedAt: t.field({ type: 'DateTime', resolve: (e) => e.receivedAt }),
    read: t.boolean({
      description: 'Whether the viewer has read it (marks are per user).',
      resolve: (e) => !!e.readAt,
    }),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.readAt }),
    from: t.field({
      type: InboxSenderRef,
      resolve: (e): Sender =>
        e.enquiry
          ? { name: e.enquiry.name, email: e.enquiry.email, phone: null }
          : { name: e.order!.deliveryFullName, email: e.order!.deliveryEmail, phone: e.order!.deliveryPhone },
    }),
    summary: t.string({
      description: "The line the entry is listed by: an enquiry's subject, or what was ordered.",
      resolve: (e) =>
        entrySummary({
          kind: e.kind,
          subject: e.enquiry?.subject,
          productTitle: e.order?.product?.title,
          size: e.order?.size,
          color: e.order?.color,
          quantity: e.order?.quantity,
        }),
    }),
    brand: t.field({
      type: BrandRef,
      nullable: true,
      description: 'The brand it was addressed to; null for an enquiry to the platform.',
      resolve: (e) => e.enquiry?.brand ?? e.order?.brand ?? null,
    }),
    enquiry: t.field({ type: InboxEnquiryRef, nullable: true, resolve: (e) => e.enquiry }),
    order: t.field({ type: InboxOrderRef, nullable: true, resolve: (e) => e.order }),
    // The entry carries only the lead's id and brand; the lead is read with the client's selection
    // (Prisma batches a page's look-ups into one statement), as every Lead field expects its row.
    lead: t.prismaField({
      type: LeadRef,
      nullable: true,
      description: 'The lead the entry created (enquiries to the platform create none); null once deleted.',
      resolve: (query, e, _args, ctx) => {
        const lead = e.enquiry?.lead ?? e.order?.lead ?? null;
        return lead && leadVisibleTo(ctx.viewer, lead)
          ? ctx.prisma.lead.findUnique({ ...query, where: { id: lead.id } })
          : null;
      },
    }),
  }),
});

export const InboxMarkPayloadRef = builder
  .objectRef<{ entry: InboxEntryData; unreadCount: number }>('InboxMarkPayload')
  .implement({
    fields: (t) => ({
      entry: t.field({ type: InboxEntryRef, resolve: (p) => p.entry }),
      unreadCount: t.exposeInt('unreadCount', { description: "The viewer's unread entries after the change." }),
    }),
  });

export const InboxMarkAllPayloadRef = builder
  .objectRef<{ markedCount: number; unreadCount: number }>('InboxMarkAllPayload')
  .implement({
    fields: (t) => ({
      markedCount: t.exposeInt('markedCount', { description: 'How many entries were newly marked read.' }),
      unreadCount: t.exposeInt('unreadCount'),
    }),
  });
