import { describe, expect, it } from 'vitest';
import { statusForErrors } from './status.js';

const withCode = (code: string) => [{ extensions: { code } }];

describe('statusForErrors', () => {
  it("answers the caller's mistakes with 4xx", () => {
    expect(statusForErrors(withCode('BAD_USER_INPUT'))).toBe(400);
    expect(statusForErrors(withCode('QUERY_TOO_COSTLY'))).toBe(400);
    expect(statusForErrors(withCode('TOO_MANY_ALIASES'))).toBe(400);
    expect(statusForErrors(withCode('UNAUTHENTICATED'))).toBe(401);
    expect(statusForErrors(withCode('FORBIDDEN'))).toBe(403);
    expect(statusForErrors(withCode('NOT_FOUND'))).toBe(404);
    expect(statusForErrors(withCode('RATE_LIMITED'))).toBe(429);
  });

  it('answers anything else with 500', () => {
    expect(statusForErrors(withCode('INTERNAL_SERVER_ERROR'))).toBe(500);
    expect(statusForErrors([{}])).toBe(500);
  });
});
