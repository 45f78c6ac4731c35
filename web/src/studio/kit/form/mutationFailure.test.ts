import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../../relay/GraphQLRequestError';
import { describeFailure, userFacing } from './mutationFailure';

const refused = (code: string, message: string, fieldErrors?: Record<string, unknown>) =>
  new GraphQLRequestError([{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }]);

describe('describeFailure', () => {
  it('maps BAD_USER_INPUT field errors to problems and keeps a fixed toast', () => {
    const error = refused('BAD_USER_INPUT', 'Invalid input', { question: 'Question is required', order: 3 });
    expect(describeFailure(error, 'Failed to save FAQ')).toEqual({
      problems: { question: 'Question is required' },
      toast: 'Failed to save FAQ',
    });
  });

  it('has no problems for an error that is not about fields', () => {
    expect(describeFailure(new Error('offline'), 'Failed')).toEqual({ problems: {}, toast: 'Failed' });
  });

  it('works the toast out of the error when given a function, and shows none without texts', () => {
    const error = refused('FORBIDDEN', 'You cannot do that');
    expect(describeFailure(error, (failed) => (failed as Error).message).toast).toBe('You cannot do that');
    expect(describeFailure(error, () => null).toast).toBeNull();
    expect(describeFailure(error, undefined).toast).toBeNull();
  });
});

describe('userFacing', () => {
  it("uses the API's words for people, else the fallback", () => {
    expect(userFacing('Failed to delete')(refused('NOT_FOUND', 'Product not found'))).toBe('Product not found');
    expect(userFacing('Failed to delete')(refused('INTERNAL_SERVER_ERROR', 'stack trace'))).toBe('Failed to delete');
    expect(userFacing('Failed to delete')(new Error('x'))).toBe('Failed to delete');
  });
});
