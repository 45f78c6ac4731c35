/** How many writes of one kind a caller may make within a window. */
export interface Allowance {
  points: number;
  durationSeconds: number;
}

/** A write kind's limits: per client address, and per account when the caller is signed in. */
export interface WriteLimit {
  perAddress: Allowance;
  perAccount: Allowance;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The public writes and their limits. Sized for real shoppers, who rarely send more than a few of
 * any of these in an hour, while many people may share one address (offices, mobile carriers):
 * addresses get at least what one account gets. A refused attempt still counts, so hammering does
 * not shorten the wait.
 */
export const WRITE_LIMITS = {
  /** Contact form: each one is stored, may become a brand's lead, and mails the brand. */
  contactEnquiry: {
    perAddress: { points: 10, durationSeconds: 15 * MINUTE },
    perAccount: { points: 10, durationSeconds: 15 * MINUTE },
  },
  /** Newsletter sign-up: each one sends a welcome mail. */
  newsletterSignUp: {
    perAddress: { points: 10, durationSeconds: HOUR },
    perAccount: { points: 5, durationSeconds: HOUR },
  },
  /** Writing (or editing) a review. */
  review: { perAddress: { points: 30, durationSeconds: HOUR }, perAccount: { points: 10, durationSeconds: HOUR } },
  /** Custom orders and brand requests: each one is an order and a brand's lead. */
  order: { perAddress: { points: 30, durationSeconds: HOUR }, perAccount: { points: 20, durationSeconds: HOUR } },
  /** Designer applications. */
  designerApplication: {
    perAddress: { points: 5, durationSeconds: HOUR },
    perAccount: { points: 5, durationSeconds: HOUR },
  },
  /** Account sign-up: each one mails a confirmation link. */
  signUp: { perAddress: { points: 10, durationSeconds: HOUR }, perAccount: { points: 10, durationSeconds: HOUR } },
  /** Confirmation-link resends and password-reset requests: each one may send a mail. */
  accountMail: { perAddress: { points: 10, durationSeconds: HOUR }, perAccount: { points: 10, durationSeconds: HOUR } },
  /** Page-view analytics: one per page a visitor opens. */
  pageView: {
    perAddress: { points: 120, durationSeconds: MINUTE },
    perAccount: { points: 120, durationSeconds: MINUTE },
  },
} as const satisfies Record<string, WriteLimit>;

export type WriteKind = keyof typeof WRITE_LIMITS;

export const WRITE_KINDS = Object.keys(WRITE_LIMITS) as WriteKind[];

/**
 * The limits with every allowance multiplied by `scale` (configuration WRITE_LIMITS_SCALE), at
 * least one write per window: for load tests and for test runs that write from one address.
 */
export function scaledWriteLimits(scale: number): Record<WriteKind, WriteLimit> {
  const scaled = (a: Allowance): Allowance => ({ ...a, points: Math.max(1, Math.floor(a.points * scale)) });
  return Object.fromEntries(
    WRITE_KINDS.map((kind) => [
      kind,
      { perAddress: scaled(WRITE_LIMITS[kind].perAddress), perAccount: scaled(WRITE_LIMITS[kind].perAccount) },
    ]),
  ) as Record<WriteKind, WriteLimit>;
}
