const KEY = 'adire:last-synced';

/** Notes that the app just talked to the server successfully. */
export function markSynced(at = new Date()): void {
  try {
    localStorage.setItem(KEY, at.toISOString());
  } catch {
    // Storage may be unavailable (private mode); the offline page then says 'never'.
  }
}

export function lastSynced(): Date | null {
  try {
    const value = localStorage.getItem(KEY);
    const date = value ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  } catch {
    return null;
  }
}
