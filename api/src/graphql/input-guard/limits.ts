import type { TextLimit } from './text-rules.js';

/**
 * Ceilings for text arguments, by field or argument name. They are a backstop above each feature's
 * own limits (the spec's numbers and messages live in the features' rules.ts and must win), so
 * every ceiling here is larger than the feature's limit for the same field.
 */
export const DEFAULT_TEXT_MAX = 10_000;

/** Long-form fields: written in a textarea, rich text or HTML. */
const LONG_TEXT: Record<string, number> = {
  content: 250_000, // Legal documents: 200,000 in the legal rules.
  answer: 20_000, // FAQ answers: 10,000 in the FAQ rules.
  ourStory: 20_000,
  aboutAdire: 20_000,
  description: 20_000,
  longDescription: 20_000,
};

/** Fields shown as a textarea keep their line breaks and tabs; every other field is one line. */
const MULTI_LINE = new Set([
  'content',
  'answer',
  'ourStory',
  'aboutAdire',
  'description',
  'longDescription',
  'brandDescription',
  'videoDescription',
  'message',
  'comment',
  'replyText',
  'note',
  'notes',
  'customerNotes',
  'specialRequirements',
  'careInstructions',
  'measurementGuide',
  'requirements',
  'includes',
  'inspiration',
  'techniques',
  'materials',
  'brandQuote',
  'subtitle',
  'question',
]);

/** Most items a list argument may hold (ids to grant, images to keep, ...). */
export const MAX_LIST_ITEMS = 1_000;

export function textLimitFor(fieldName: string): TextLimit {
  return { max: LONG_TEXT[fieldName] ?? DEFAULT_TEXT_MAX, multiLine: MULTI_LINE.has(fieldName) };
}
