import {
  ApplicationCategory,
  ApplicationStatus,
  SubscriberSource,
  SubscriptionStatus,
  type Prisma,
} from '../../api/src/generated/prisma/client.js';
import type { SeedClock } from './clock.js';
import { seedId, slugify } from './ids.js';
import { SUBSCRIBERS } from './people.js';
import { rngFor } from './random.js';

/** Designer applications waiting in (or through) review. */
const APPLICATIONS = [
  {
    brandName: 'Ankara Bloom',
    designerName: 'Blessing Okoro',
    location: 'Port Harcourt, Nigeria',
    category: ApplicationCategory.ready_to_wear,
    status: ApplicationStatus.new,
    yearFounded: 2022,
    description:
      'Everyday dresses and separates in Ankara and cotton poplin, made by a team of four in Port Harcourt. We sell mainly through Instagram and local pop-ups.',
  },
  {
    brandName: 'Lamu Linen Co.',
    designerName: 'Salim Bakari',
    location: 'Lamu, Kenya',
    category: ApplicationCategory.vacation,
    status: ApplicationStatus.new,
    yearFounded: 2021,
    description: 'Hand-finished linen kaftans and shirts for the coast, dyed with natural indigo and mangrove bark.',
  },
  {
    brandName: 'Maison Koffi',
    designerName: 'Koffi Yao',
    location: 'Abidjan, Côte d’Ivoire',
    category: ApplicationCategory.couture,
    status: ApplicationStatus.reviewing,
    yearFounded: 2018,
    description:
      'Couture eveningwear combining Baoulé weaving with French draping techniques. Dressed two finalists at a national pageant last year.',
    notes: 'Strong portfolio. Asked for studio photographs and a short call.',
  },
  {
    brandName: 'Sahara Silver',
    designerName: 'Amina Ag Ahmed',
    location: 'Agadez, Niger',
    category: ApplicationCategory.accessories,
    status: ApplicationStatus.reviewing,
    yearFounded: 2016,
    description: 'Tuareg silver jewellery, cast and engraved by hand by a family of silversmiths.',
    notes: 'Checking shipping options from Agadez.',
  },
  {
    brandName: 'Ivory Veil Studio',
    designerName: 'Priscilla Asante',
    location: 'Takoradi, Ghana',
    category: ApplicationCategory.bridal,
    status: ApplicationStatus.approved,
    yearFounded: 2019,
    description: 'Bespoke bridal gowns and kente wedding looks for brides in the Western Region and the diaspora.',
    notes: 'Approved after video call; brand profile to be set up.',
  },
  {
    brandName: 'Kora Knit',
    designerName: 'Ousmane Cissé',
    location: 'Bamako, Mali',
    category: ApplicationCategory.ready_to_wear,
    status: ApplicationStatus.approved,
    yearFounded: 2020,
    description: 'Knitwear in hand-spun Malian cotton with bogolan-inspired patterns.',
    notes: 'Approved. Lovely mudcloth knit samples.',
  },
  {
    brandName: 'Quick Style Hub',
    designerName: 'Kelvin Ade',
    location: 'Lagos, Nigeria',
    category: ApplicationCategory.other,
    status: ApplicationStatus.rejected,
    yearFounded: 2024,
    description: 'Reseller of imported fashion items and accessories.',
    notes: 'Reseller rather than designer; not a fit for the platform.',
  },
  {
    brandName: 'Dune Swim',
    designerName: 'Hiba Alaoui',
    location: 'Agadir, Morocco',
    category: ApplicationCategory.vacation,
    status: ApplicationStatus.rejected,
    yearFounded: 2023,
    description: 'Swimwear with zellige-inspired prints.',
    notes: 'Designs too close to an existing label; invited to reapply with a new collection.',
  },
] as const;

export function planApplications(clock: SeedClock): Prisma.DesignerApplicationCreateManyInput[] {
  const rng = rngFor('applications');
  return APPLICATIONS.map((a, i) => {
    const slug = slugify(a.brandName);
    const createdAt = clock.daysAgo(rng.int(1, 60) + i);
    const decided = a.status === ApplicationStatus.approved || a.status === ApplicationStatus.rejected;
    const reviewedAt = decided ? clock.after(createdAt, rng.between(7, 21)) : null;
    return {
      id: seedId(`application:${slug}`),
      brandName: a.brandName,
      designerName: a.designerName,
      email: `${slugify(a.designerName).replace(/-/g, '.')}@${slug}.example`,
      phone: rng.chance(0.75) ? `+${rng.pick(['234', '233', '254', '225'])}${rng.int(700000000, 999999999)}` : null,
      website: rng.chance(0.6) ? `https://${slug}.example` : null,
      instagram: `https://instagram.example/${slug.replace(/-/g, '')}`,
      location: a.location,
      category: a.category,
      description: a.description,
      yearFounded: a.yearFounded,
      status: a.status,
      notes: 'notes' in a ? a.notes : null,
      createdAt,
      updatedAt: reviewedAt ?? createdAt,
      reviewedAt,
    };
  });
}

const SUBSCRIBER_STATUSES = [
  ...Array<SubscriptionStatus>(9).fill(SubscriptionStatus.active),
  SubscriptionStatus.pending,
  SubscriptionStatus.pending,
  SubscriptionStatus.unsubscribed,
  SubscriptionStatus.unsubscribed,
  SubscriptionStatus.unsubscribed,
  SubscriptionStatus.bounced,
];
const SUBSCRIBER_SOURCES = [
  SubscriberSource.website,
  SubscriberSource.contact_form,
  SubscriberSource.studio_signup,
  SubscriberSource.manual_import,
] as const;

export function planSubscribers(clock: SeedClock): Prisma.NewsletterSubscriberCreateManyInput[] {
  const rng = rngFor('newsletter');
  return SUBSCRIBERS.map((s, i) => {
    const status = SUBSCRIBER_STATUSES[i % SUBSCRIBER_STATUSES.length]!;
    // A few subscribed this month, so the studio's "this month" figure is not empty.
    const subscribedAt = clock.daysAgo(i < 3 ? rng.between(1, 20) : rng.between(25, 320));
    const local = s.firstName ? `${slugify(s.firstName)}.${slugify(s.lastName)}` : `reader${i + 1}`;
    return {
      id: seedId(`subscriber:${i + 1}`),
      email: `${local}@mail.example`,
      firstName: s.firstName,
      lastName: s.lastName,
      subscriptionStatus: status,
      source: SUBSCRIBER_SOURCES[i % SUBSCRIBER_SOURCES.length]!,
      subscribedAt,
      unsubscribedAt:
        status === SubscriptionStatus.unsubscribed ? clock.after(subscribedAt, rng.between(10, 90)) : null,
      emailCount:
        status === SubscriptionStatus.pending ? 0 : Math.min(24, Math.floor(clock.daysSince(subscribedAt) / 14)),
    };
  });
}
