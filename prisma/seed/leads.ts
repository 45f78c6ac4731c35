import {
  EnquiryStatus,
  FitPreference,
  LeadPriority,
  LeadSource,
  LeadStatus,
  LeadType,
  LengthPreference,
  OrderKind,
  OrderStatus,
  Role,
  SleevePreference,
  type Prisma,
} from '../../api/src/generated/prisma/client.js';
import type { BrandPlan } from './brands.js';
import type { ProductPlan } from './catalogue.js';
import type { SeedClock } from './clock.js';
import { seedId } from './ids.js';
import { LEAD_CUSTOMERS } from './people.js';
import { rngFor, type Rng } from './random.js';
import { BRAND_ADMIN_BRAND_IDS, seedUserByRole } from './users.js';

export interface LeadSet {
  contactEnquiries: Prisma.ContactEnquiryCreateManyInput[];
  orders: Prisma.OrderCreateManyInput[];
  leads: Prisma.LeadCreateManyInput[];
  leadInteractions: Prisma.LeadInteractionCreateManyInput[];
}

const STATUSES = [
  LeadStatus.new,
  LeadStatus.contacted,
  LeadStatus.qualified,
  LeadStatus.converted,
  LeadStatus.lost,
  LeadStatus.closed,
] as const;
const PRIORITIES = [LeadPriority.high, LeadPriority.normal, LeadPriority.low] as const;
const SOURCES = [
  LeadSource.website,
  LeadSource.custom_order,
  LeadSource.product_request,
  LeadSource.referral,
  LeadSource.social_media,
] as const;

const STATUS_NOTES: Record<LeadStatus, readonly string[]> = {
  new: ['Asked about sizes and delivery to the UK.', 'Wants to know if the print is available in another colour.'],
  contacted: ['Sent the size guide and current lead times.', 'Replied on WhatsApp; waiting for measurements.'],
  qualified: [
    'Budget confirmed; event date in eight weeks. Quote sent.',
    'Measurements received; choosing between two fabrics.',
  ],
  converted: ['Deposit received; order confirmed.', 'Order placed after a video fitting.'],
  lost: ['Chose another designer closer to home.', 'Event postponed; will get back in touch next year.'],
  closed: ['Order delivered and customer happy.', 'Closed after no reply to three follow-ups.'],
};

const INTERACTION_NOTES: Record<Exclude<LeadStatus, 'new'>, readonly [string, string][]> = {
  contacted: [
    ['email', 'Sent the size guide and lead time.'],
    ['whatsapp', 'Shared fabric photos.'],
  ],
  qualified: [
    ['call', 'Discussed budget, fabric and the event date.'],
    ['email', 'Quote sent with two fabric options.'],
  ],
  converted: [
    ['status_change', 'Deposit received; order confirmed.'],
    ['call', 'Booked the first fitting.'],
  ],
  lost: [['note', 'Customer chose another designer.']],
  closed: [['note', 'Order delivered; customer sent photos from the event.']],
};

interface LeadTimes {
  createdAt: Date;
  contactedAt: Date | null;
  qualifiedAt: Date | null;
  convertedAt: Date | null;
  updatedAt: Date;
}

/** Milestone timestamps that agree with the lead's status. */
function leadTimes(status: LeadStatus, clock: SeedClock, rng: Rng, ageDays: number, hasConverted?: boolean): LeadTimes {
  const createdAt = clock.daysAgo(ageDays);
  const reached = (s: LeadStatus) => STATUSES.indexOf(status) >= STATUSES.indexOf(s);
  const contactedAt = status === LeadStatus.new ? null : clock.after(createdAt, rng.between(0.1, 2));
  const qualifies = reached(LeadStatus.qualified) && (status !== LeadStatus.lost || rng.chance(0.5));
  const qualifiedAt = contactedAt && qualifies ? clock.after(contactedAt, rng.between(1, 6)) : null;
  // A closed lead may have converted first (an order delivered) or simply gone quiet.
  const converts =
    status === LeadStatus.converted || (status === LeadStatus.closed && (hasConverted ?? rng.chance(0.5)));
  const convertedAt = qualifiedAt && converts ? clock.after(qualifiedAt, rng.between(1, 10)) : null;
  const last = [createdAt, contactedAt, qualifiedAt, convertedAt].filter((d): d is Date => d !== null).at(-1)!;
  return {
    createdAt,
    contactedAt,
    qualifiedAt,
    convertedAt,
    updatedAt: status === LeadStatus.lost || status === LeadStatus.closed ? clock.after(last, rng.between(1, 5)) : last,
  };
}

function leadTypeFor(source: LeadSource, rng: Rng): LeadType {
  switch (source) {
    case LeadSource.custom_order:
      return LeadType.custom_order;
    case LeadSource.product_request:
      return LeadType.brand_request;
    case LeadSource.referral:
      return rng.pick([LeadType.consultation, LeadType.other]);
    case LeadSource.social_media:
      return LeadType.contact;
    default:
      return rng.pick([LeadType.contact, LeadType.consultation]);
  }
}

function byName(brands: readonly BrandPlan[], name: string): BrandPlan {
  const brand = brands.find((b) => b.seed.name === name);
  if (!brand) throw new Error(`seed brand ${name} is missing`);
  return brand;
}

/** Contact enquiries, orders from product pages, the leads they produced and follow-up notes. */
export function planLeads(brands: readonly BrandPlan[], products: readonly ProductPlan[], clock: SeedClock): LeadSet {
  const rng = rngFor('leads');
  const shopper = seedUserByRole(Role.user);
  const admin = seedUserByRole(Role.admin);
  const brandAdmin = seedUserByRole(Role.brand_admin);
  const firstProductOf = (brand: BrandPlan) => {
    const product = products.find((p) => p.brandId === brand.id);
    if (!product) throw new Error(`seed brand ${brand.seed.name} has no products`);
    return product;
  };
  const set: LeadSet = { contactEnquiries: [], orders: [], leads: [], leadInteractions: [] };

  // ---------------------------------------------------------------- contact enquiries
  const harusi = byName(brands, 'Harusi Atelier');
  const enquiries = [
    {
      key: 'bridal-consultation',
      name: 'Mwanaisha Salim',
      email: 'mwanaisha.salim@mail.example',
      subject: 'Bridal consultation in December',
      message:
        'Hello, I am getting married in Mombasa in December and would love to book a consultation for a lace gown and a reception outfit. Do you have availability in the next month?',
      brand: harusi,
      status: EnquiryStatus.replied,
      notificationSent: true,
      ageDays: 18,
    },
    {
      key: 'press',
      name: 'Clara Jensen',
      email: 'clara.jensen@magazine.example',
      subject: 'Feature on emerging African designers',
      message:
        'We are preparing a feature on emerging designers from West and East Africa and would like to interview a few of the brands on Adire. Could you put us in touch?',
      brand: null,
      status: EnquiryStatus.read,
      notificationSent: true,
      ageDays: 9,
    },
    {
      key: 'wholesale',
      name: 'Njambi Waweru',
      email: 'njambi@conceptstore.example',
      subject: 'Wholesale order for a concept store',
      message:
        'We run a concept store in Nairobi and would like to stock a small run of hoodies and bucket hats. What are your wholesale terms?',
      brand: byName(brands, 'Matatu Culture'),
      status: EnquiryStatus.new,
      notificationSent: true,
      ageDays: 2,
    },
    {
      key: 'sign-in',
      name: 'Peter Mwangi',
      email: 'peter.mwangi@mail.example',
      subject: 'Cannot sign in',
      message: 'I created an account last week but the confirmation e-mail never arrived. Could you resend it please?',
      brand: null,
      status: EnquiryStatus.archived,
      notificationSent: true,
      ageDays: 40,
    },
    {
      key: 'bag-colours',
      name: 'Sofia Marino',
      email: 'sofia.marino@mail.example',
      subject: 'Custom colours for a bag',
      message:
        'Is it possible to order the envelope clutch in a deep green leather? I would need it for a wedding in six weeks.',
      brand: byName(brands, 'Derb Leather'),
      status: EnquiryStatus.new,
      notificationSent: false,
      ageDays: 1,
    },
  ];
  for (const e of enquiries) {
    set.contactEnquiries.push({
      id: seedId(`enquiry:${e.key}`),
      name: e.name,
      email: e.email,
      subject: e.subject,
      message: e.message,
      brandId: e.brand?.id ?? null,
      status: e.status,
      notificationSent: e.notificationSent,
      createdAt: clock.daysAgo(e.ageDays + 0.3),
    });
  }
  const consultationTimes = leadTimes(LeadStatus.contacted, clock, rng, 18);
  set.leads.push({
    id: seedId('lead:enquiry:bridal-consultation'),
    brandId: harusi.id,
    customerName: 'Mwanaisha Salim',
    customerEmail: 'mwanaisha.salim@mail.example',
    customerPhone: '+254722604418',
    source: LeadSource.website,
    leadType: LeadType.consultation,
    status: LeadStatus.contacted,
    priority: LeadPriority.high,
    estimatedValue: 1800,
    notes: 'Came in through the contact form; consultation offered for next Saturday.',
    enquiryId: seedId('enquiry:bridal-consultation'),
    ...consultationTimes,
  });

  // ---------------------------------------------------------------- orders placed from product pages
  const iyawo = byName(brands, 'Iyawo Bridal');
  const eko = byName(brands, 'Eko Threadworks');
  const agbada = byName(brands, 'Agbada & Co.');
  const orders = [
    {
      key: 'iyawo-custom',
      kind: OrderKind.custom_order,
      status: OrderStatus.confirmed,
      brand: iyawo,
      userId: shopper.id,
      leadStatus: LeadStatus.converted,
      priority: LeadPriority.high,
      ageDays: 26,
      customer: { name: 'Ayo Bankole', email: shopper.email, phone: '+2348031190426' },
      details: {
        size: 'Made to measure',
        quantity: 1,
        fitPreference: FitPreference.fitted,
        lengthPreference: LengthPreference.long,
        sleevePreference: SleevePreference.long,
        customerNotes: 'For my engagement ceremony in March. I would like the sleeves to finish just above the wrist.',
        specialRequirements: 'Detachable train in matching lace.',
      },
      address: {
        line1: '14 Adeola Odeku Street',
        city: 'Lagos',
        state: 'Lagos',
        postalCode: '101241',
        country: 'Nigeria',
      },
    },
    {
      key: 'eko-request',
      kind: OrderKind.brand_request,
      status: OrderStatus.pending,
      brand: eko,
      userId: shopper.id,
      leadStatus: LeadStatus.new,
      priority: LeadPriority.normal,
      ageDays: 3,
      customer: { name: 'Ayo Bankole', email: shopper.email, phone: '+2348031190426' },
      details: {
        size: 'M',
        quantity: 2,
        fitPreference: null,
        lengthPreference: null,
        sleevePreference: null,
        customerNotes: 'One for me and one as a gift for my sister.',
        specialRequirements: null,
      },
      address: { line1: '22 Awolowo Road', city: 'Ikoyi', state: 'Lagos', postalCode: '106104', country: 'Nigeria' },
    },
    {
      key: 'agbada-custom',
      kind: OrderKind.custom_order,
      status: OrderStatus.completed,
      brand: agbada,
      userId: null,
      leadStatus: LeadStatus.closed,
      priority: LeadPriority.normal,
      ageDays: 75,
      customer: { name: 'Tobenna Uzo', email: 'tobenna.uzo@mail.example', phone: '+2348162257731' },
      details: {
        size: 'Made to measure',
        quantity: 1,
        fitPreference: FitPreference.relaxed,
        lengthPreference: LengthPreference.regular,
        sleevePreference: SleevePreference.long,
        customerNotes: 'Agbada for my wedding; colour to match the bride’s aso-oke.',
        specialRequirements: null,
      },
      address: {
        line1: '5 Bode Thomas Street',
        city: 'Surulere',
        state: 'Lagos',
        postalCode: '101283',
        country: 'Nigeria',
      },
    },
  ];
  for (const o of orders) {
    const product = firstProductOf(o.brand);
    const orderId = seedId(`order:${o.key}`);
    const base = product.price * o.details.quantity;
    const totalAmount = Math.round((o.details.specialRequirements ? base * 1.1 : base) * 100) / 100;
    const times = leadTimes(o.leadStatus, clock, rng, o.ageDays, o.status === OrderStatus.completed);
    set.orders.push({
      id: orderId,
      kind: o.kind,
      status: o.status,
      userId: o.userId,
      productId: product.id,
      brandId: o.brand.id,
      customerNotes: o.details.customerNotes,
      specialRequirements: o.details.specialRequirements,
      totalAmount,
      currency: o.brand.currency,
      size: o.details.size,
      color: o.brand.look.palette.colorNames[0],
      quantity: o.details.quantity,
      fitPreference: o.details.fitPreference,
      lengthPreference: o.details.lengthPreference,
      sleevePreference: o.details.sleevePreference,
      deliveryFullName: o.customer.name,
      deliveryPhone: o.customer.phone,
      deliveryEmail: o.customer.email,
      deliveryAddressLine1: o.address.line1,
      deliveryCity: o.address.city,
      deliveryState: o.address.state,
      deliveryPostalCode: o.address.postalCode,
      deliveryCountry: o.address.country,
      createdAt: times.createdAt,
      updatedAt: times.updatedAt,
    });
    set.leads.push({
      id: seedId(`lead:order:${o.key}`),
      brandId: o.brand.id,
      customerName: o.customer.name,
      customerEmail: o.customer.email,
      customerPhone: o.customer.phone,
      source: o.kind === OrderKind.custom_order ? LeadSource.custom_order : LeadSource.product_request,
      leadType: o.kind === OrderKind.custom_order ? LeadType.custom_order : LeadType.brand_request,
      status: o.leadStatus,
      priority: o.priority,
      estimatedValue: rng.int(40, 400) * 5,
      notes: `${o.kind === OrderKind.custom_order ? 'Custom order' : 'Brand request'} for ${product.title}.`,
      orderId,
      ...times,
    });
  }

  // ---------------------------------------------------------------- leads across every status, priority and source
  const others = brands.filter((b) => !BRAND_ADMIN_BRAND_IDS.includes(b.id));
  for (let i = 0; i < 20; i++) {
    const status = STATUSES[i % STATUSES.length]!;
    const priority = PRIORITIES[Math.floor(i / STATUSES.length) % PRIORITIES.length]!;
    const source = SOURCES[i % SOURCES.length]!;
    const brandId = i === 19 ? null : i % 4 === 0 ? BRAND_ADMIN_BRAND_IDS[(i / 4) % 2]! : rng.pick(others).id;
    const customer = LEAD_CUSTOMERS[i % LEAD_CUSTOMERS.length]!;
    const times = leadTimes(status, clock, rng, rng.int(2, 120) + rng.float());
    const id = seedId(`lead:${i + 1}`);
    set.leads.push({
      id,
      brandId,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      source,
      leadType: leadTypeFor(source, rng),
      status,
      priority,
      estimatedValue: rng.chance(0.85) ? rng.int(8, 500) * 5 : null,
      notes: rng.chance(0.8) ? rng.pick(STATUS_NOTES[status]) : null,
      ...times,
    });

    if (status === LeadStatus.new || i >= 14) continue;
    const byUser = brandId && BRAND_ADMIN_BRAND_IDS.includes(brandId) ? brandAdmin.id : admin.id;
    const notes = INTERACTION_NOTES[status];
    notes.slice(0, rng.int(1, notes.length)).forEach(([kind, note], k) => {
      set.leadInteractions.push({
        id: seedId(`lead-interaction:${i + 1}:${k + 1}`),
        leadId: id,
        userId: byUser,
        kind,
        note,
        createdAt: times.contactedAt ? clock.after(times.contactedAt, k * rng.between(0.5, 3)) : times.createdAt,
      });
    });
  }
  return set;
}
