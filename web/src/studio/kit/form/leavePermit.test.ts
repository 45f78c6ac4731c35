import { describe, expect, it } from 'vitest';
import { createLeavePermit } from './leavePermit';

describe('createLeavePermit', () => {
  it('allows leaving only while a saved form moves on', async () => {
    const permit = createLeavePermit();
    expect(permit.allowed()).toBe(false);
    let seen = false;
    await permit.during(() => {
      seen = permit.allowed();
    });
    expect(seen).toBe(true);
    expect(permit.allowed()).toBe(false);
  });

  it('stays open until an async step settles, and closes when it fails', async () => {
    const permit = createLeavePermit();
    let finish: () => void = () => undefined;
    const step = permit.during(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(permit.allowed()).toBe(true);
    finish();
    await step;
    expect(permit.allowed()).toBe(false);
    await expect(
      permit.during(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(permit.allowed()).toBe(false);
  });
});
