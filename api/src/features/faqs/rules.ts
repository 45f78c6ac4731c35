import { htmlWords, safeShortTextHtml } from '../../domain/safe-html.js';
import { FAQ_MESSAGES } from './messages.js';

/** Spec section 9: the default display order; the limits keep every field readable in one card. */
export const FAQ_DEFAULT_DISPLAY_ORDER = 0;
export const FAQ_LIMITS = { question: 300, answer: 10_000, displayOrderMax: 9999 } as const;

export const FAQ_CATEGORIES = ['general', 'designers', 'customers', 'platform', 'billing', 'shipping'] as const;
/** The API's names; the spec writes how-it-works with a hyphen (REST accepts both). */
export const FAQ_PAGE_LOCATIONS = ['general', 'how_it_works', 'contact', 'join', 'all'] as const;
export type FaqCategoryName = (typeof FAQ_CATEGORIES)[number];
export type FaqPageLocationName = (typeof FAQ_PAGE_LOCATIONS)[number];

/** The page locations whose entries a page shows: its own and 'all' (shown everywhere). */
export const pageLocationsShownOn = (location: FaqPageLocationName): FaqPageLocationName[] =>
  location === 'all' ? ['all'] : [location, 'all'];

/** A page location as the spec or the API writes it ('how-it-works' or 'how_it_works'); null when unknown. */
export function faqPageLocation(value: string): FaqPageLocationName | null {
  const name = value.trim().toLowerCase().replace(/-/g, '_');
  return (FAQ_PAGE_LOCATIONS as readonly string[]).includes(name) ? (name as FaqPageLocationName) : null;
}

export function faqCategory(value: string): FaqCategoryName | null {
  const name = value.trim().toLowerCase();
  return (FAQ_CATEGORIES as readonly string[]).includes(name) ? (name as FaqCategoryName) : null;
}

/**
 * Spec: display_order is parsed as an integer, default 0. Blank means the default; whole numbers
 * (or their text) are taken; anything else is null (refused with the display order message).
 */
export function parseDisplayOrder(value: unknown): number | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
    return FAQ_DEFAULT_DISPLAY_ORDER;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isInteger(number) ? number : null;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An answer as the site shows it: safe HTML. Text written without any markup becomes paragraphs
 * (a blank line starts a new one, a single line break stays a line break).
 */
export function faqAnswerHtml(answer: string): string {
  const trimmed = answer.trim();
  const hasMarkup = /<\/?[a-z][^>]*>/i.test(trimmed);
  const html = hasMarkup
    ? trimmed
    : trimmed
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br />')}</p>`)
        .join('');
  return safeShortTextHtml(html);
}

/** The words of an answer without its markup, to tell an empty answer ('<p></p>') from a real one. */
export const faqAnswerText = (html: string) =>
  htmlWords(html)
    .replace(/&nbsp;/g, ' ')
    .trim();

export interface FaqDraft {
  question?: string | null;
  answer?: string | null;
  displayOrder?: number | null;
}

/** The FAQ form's checks; on edit only the fields sent. */
export function faqErrors(draft: FaqDraft, mode: 'create' | 'edit'): Record<string, string> {
  const errors: Record<string, string> = {};
  const sent = (field: keyof FaqDraft) => mode === 'create' || draft[field] !== undefined;
  const question = draft.question?.trim() ?? '';
  const answer = draft.answer?.trim() ?? '';
  const missingQuestion = sent('question') && !question;
  const missingAnswer = sent('answer') && !faqAnswerText(faqAnswerHtml(answer));
  if (missingQuestion) errors.question = FAQ_MESSAGES.questionAndAnswerRequired;
  if (missingAnswer) errors.answer = FAQ_MESSAGES.questionAndAnswerRequired;
  if ([...question].length > FAQ_LIMITS.question)
    errors.question = FAQ_MESSAGES.tooLong('Question', FAQ_LIMITS.question);
  if ([...answer].length > FAQ_LIMITS.answer) errors.answer = FAQ_MESSAGES.tooLong('Answer', FAQ_LIMITS.answer);
  const order = draft.displayOrder;
  if (order != null && (!Number.isInteger(order) || order < 0 || order > FAQ_LIMITS.displayOrderMax))
    errors.displayOrder = FAQ_MESSAGES.displayOrder;
  return errors;
}
