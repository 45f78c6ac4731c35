import { describe, expect, it } from 'vitest';
import { mayReloadAfterRefusal, RELOAD_QUIET_MS } from './reloadOnRefusal';

describe('reloading after a refusal', () => {
  it('reloads the first time, and again only after a quiet minute', () => {
    expect(mayReloadAfterRefusal(null, 1_000)).toBe(true);
    expect(mayReloadAfterRefusal(1_000, 1_000 + RELOAD_QUIET_MS)).toBe(false);
    expect(mayReloadAfterRefusal(1_000, 1_001 + RELOAD_QUIET_MS)).toBe(true);
  });
});
