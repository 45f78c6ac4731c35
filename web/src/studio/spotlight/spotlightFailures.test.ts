import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { createFailure, editSaveFailure, saveFailureMessage } from './spotlightFailures';

const apiError = (message: string, code: string, fieldErrors?: Record<string, string>) =>
  new GraphQLRequestError([{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }]);

describe('spotlight save failures', () => {
  it('maps the error text as the spec says, in its order', () => {
    expect(saveFailureMessage('permission denied for table spotlights')).toBe(
      'Permission denied. Please ensure you have super admin access.',
    );
    expect(saveFailureMessage('401 Unauthorized')).toBe(
      'Permission denied. Please ensure you have super admin access.',
    );
    expect(saveFailureMessage('Failed to fetch')).toBe('Network error. Please check your connection and try again.');
    expect(saveFailureMessage('Network request failed')).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(saveFailureMessage('Title is required')).toBe('Validation error. Please check all required fields.');
    expect(saveFailureMessage('validation failed')).toBe('Validation error. Please check all required fields.');
    expect(saveFailureMessage('The storage bucket refused the object')).toBe(
      'File upload error. Please check the file type and size, then try again.',
    );
    expect(saveFailureMessage('postgres connection lost')).toBe('Database error. Please try again or contact support.');
    expect(saveFailureMessage('Database timeout')).toBe('Database error. Please try again or contact support.');
    expect(saveFailureMessage('Something odd')).toBe('Error: Something odd');
    // The first matching kind wins.
    expect(saveFailureMessage('storage permission missing')).toBe(
      'Permission denied. Please ensure you have super admin access.',
    );
  });

  it("reads the API's errors: refusals, ended sessions, field problems and refused files", () => {
    expect(editSaveFailure(apiError('You do not have permission to access this page.', 'FORBIDDEN'))).toBe(
      'Permission denied. Please ensure you have super admin access.',
    );
    expect(editSaveFailure(apiError('Missing required information', 'UNAUTHENTICATED'))).toBe(
      'Permission denied. Please ensure you have super admin access.',
    );
    expect(
      editSaveFailure(apiError('Brand link must be a brand page', 'BAD_USER_INPUT', { brandLink: 'Brand link must…' })),
    ).toBe('Validation error. Please check all required fields.');
    expect(
      editSaveFailure(
        apiError('Main image must be 10 MB or smaller.', 'BAD_USER_INPUT', {
          mainImageFile: 'Main image must be 10 MB or smaller.',
        }),
      ),
    ).toBe('File upload error. Please check the file type and size, then try again.');
    expect(editSaveFailure(apiError('Spotlight content not found', 'NOT_FOUND'))).toBe(
      'Error: Spotlight content not found',
    );
    expect(editSaveFailure(new Error('Network error. Please check your connection and try again.'))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('says a create failed, with the first problem the API named', () => {
    expect(createFailure(new Error('boom'))).toBe('Failed to create spotlight content');
    expect(createFailure(apiError('Title is required', 'BAD_USER_INPUT', { title: 'Title is required' }))).toBe(
      'Failed to create spotlight content: Title is required',
    );
  });
});
