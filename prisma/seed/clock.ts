const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Dates relative to a reference moment. The reference is truncated to the hour so two runs on the same
 * day produce the same timestamps; everything the seed dates lies in the past of it.
 */
export class SeedClock {
  readonly now: Date;

  constructor(reference: Date = new Date()) {
    const truncated = new Date(reference);
    truncated.setUTCMinutes(0, 0, 0);
    this.now = truncated;
  }

  daysAgo(days: number): Date {
    return new Date(this.now.getTime() - days * DAY_MS);
  }

  /** A moment `days` (fractional allowed) after `from`, never later than now. */
  after(from: Date, days: number): Date {
    return new Date(Math.min(from.getTime() + days * DAY_MS, this.now.getTime()));
  }

  /** A random moment between `from` and a day before now (or `from` itself when it is that recent). */
  randomAfter(from: Date, random: { between(min: number, max: number): number }): Date {
    const span = Math.max(0, this.daysSince(from) - 1);
    return this.after(from, random.between(0, span));
  }

  /** The later of two dates. */
  static max(a: Date, b: Date): Date {
    return a.getTime() >= b.getTime() ? a : b;
  }

  /** Days between `from` and now. */
  daysSince(from: Date): number {
    return (this.now.getTime() - from.getTime()) / DAY_MS;
  }
}

/** The calendar day of a moment, as a UTC midnight Date (for @db.Date columns). */
export function dayOf(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}
