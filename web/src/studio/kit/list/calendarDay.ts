const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a calendar day (YYYY-MM-DD) in UTC, or null when the text is not a real day (2026-02-30). */
export function startOfDay(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1, date));
  return start.getUTCFullYear() === year && start.getUTCMonth() === month - 1 && start.getUTCDate() === date
    ? start
    : null;
}

export const isCalendarDay = (value: string): boolean => startOfDay(value) !== null;
