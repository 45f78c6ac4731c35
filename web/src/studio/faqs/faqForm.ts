import { FAQ_MESSAGES } from '@features/faqs/messages';
import type { FaqCategoryValue, FaqPageLocationValue } from './faqVocabulary';

/** The add/edit dialog's fields as typed. */
export interface FaqFormValues {
  question: string;
  answer: string;
  category: FaqCategoryValue;
  pageLocation: FaqPageLocationValue;
  displayOrder: string;
  isActive: boolean;
}

/** Spec section 5: category general, page location general, active, display order 0. */
export const NEW_FAQ: FaqFormValues = {
  question: '',
  answer: '',
  category: 'general',
  pageLocation: 'general',
  displayOrder: '0',
  isActive: true,
};

export interface FaqFields {
  question: string;
  answer: string;
  category: FaqCategoryValue;
  pageLocation: FaqPageLocationValue;
  displayOrder: number;
  isActive: boolean;
}

/** Spec: display_order is parsed as an integer, default 0; null when it is not a whole number. */
export function parseDisplayOrder(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  return /^\d+$/.test(trimmed) && Number(trimmed) <= 9999 ? Number(trimmed) : null;
}

/** The form as the API's input, or the problems to show beside the fields (the server checks again). */
export function readFaqForm(values: FaqFormValues): { fields: FaqFields } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  if (!values.question.trim()) problems.question = FAQ_MESSAGES.questionAndAnswerRequired;
  if (!values.answer.trim()) problems.answer = FAQ_MESSAGES.questionAndAnswerRequired;
  const displayOrder = parseDisplayOrder(values.displayOrder);
  if (displayOrder === null) problems.displayOrder = FAQ_MESSAGES.displayOrder;
  if (Object.keys(problems).length || displayOrder === null) return { problems };
  return {
    fields: {
      question: values.question.trim(),
      answer: values.answer.trim(),
      category: values.category,
      pageLocation: values.pageLocation,
      displayOrder,
      isActive: values.isActive,
    },
  };
}
