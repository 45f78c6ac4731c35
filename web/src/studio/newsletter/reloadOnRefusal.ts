/** Spec section 8: a 401 or 403 on the subscribers fetch reloads the page (the session and role are read afresh). */
const RELOADED_AT = 'adire.newsletter.reloadedAfterRefusal';
/** A second refusal this soon after a reload shows the failure instead of reloading again (no reload loop). */
export const RELOAD_QUIET_MS = 60_000;

/** Whether a reload may happen now, given when the last one for this reason happened. */
export function mayReloadAfterRefusal(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > RELOAD_QUIET_MS;
}

/** Reloads the page unless it was reloaded for a refusal a moment ago; says whether it did. */
export function reloadOnRefusal(storage: Storage = window.sessionStorage, now = Date.now()): boolean {
  const last = Number(storage.getItem(RELOADED_AT));
  if (!mayReloadAfterRefusal(Number.isFinite(last) && last > 0 ? last : null, now)) return false;
  storage.setItem(RELOADED_AT, String(now));
  window.location.reload();
  return true;
}
