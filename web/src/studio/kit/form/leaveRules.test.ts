import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, shouldConfirmLeaving } from './leaveRules';

const attempt = { dirty: true, permitted: false, currentPath: '/studio/products/1', nextPath: '/studio/products' };

describe('shouldConfirmLeaving', () => {
  it('asks before leaving a form with unsaved changes for another page', () => {
    expect(shouldConfirmLeaving(attempt)).toBe(true);
  });

  it('does not ask when nothing changed, after a successful save, or within the same page', () => {
    expect(shouldConfirmLeaving({ ...attempt, dirty: false })).toBe(false);
    expect(shouldConfirmLeaving({ ...attempt, permitted: true })).toBe(false);
    expect(shouldConfirmLeaving({ ...attempt, nextPath: attempt.currentPath })).toBe(false);
  });
});

describe('hasUnsavedChanges', () => {
  it("follows the form's own comparison when it reports one", () => {
    expect(hasUnsavedChanges(false, true)).toBe(false);
    expect(hasUnsavedChanges(true, false)).toBe(true);
  });

  it('else counts any edit since the form loaded or was saved', () => {
    expect(hasUnsavedChanges(null, true)).toBe(true);
    expect(hasUnsavedChanges(null, false)).toBe(false);
  });
});
