import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { isPermissionRefused } from './permissionRefused';

describe('isPermissionRefused', () => {
  it('recognises the API refusing with FORBIDDEN', () => {
    expect(
      isPermissionRefused(
        new GraphQLRequestError([
          { message: 'You do not have permission to access this page.', extensions: { code: 'FORBIDDEN' } },
        ]),
      ),
    ).toBe(true);
    expect(isPermissionRefused(new GraphQLRequestError([{ message: 'x', extensions: { code: 'NOT_FOUND' } }]))).toBe(
      false,
    );
    expect(isPermissionRefused(new Error('FORBIDDEN'))).toBe(false);
  });
});
