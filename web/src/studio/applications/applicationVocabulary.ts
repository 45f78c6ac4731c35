import {
  APPLICATION_CATEGORIES,
  APPLICATION_STATUSES,
  type ApplicationStatusValue,
} from '@features/applications/rules';
import type { BadgeTone } from '../../components/Badge';
import { labelOf, labelsInWords } from '../kit/vocabulary';

export { APPLICATION_STATUSES, type ApplicationStatusValue };

/** The words the screen shows for the review states (spec section 4). */
export const APPLICATION_STATUS_LABELS = labelsInWords<ApplicationStatusValue>(APPLICATION_STATUSES);

export const APPLICATION_STATUS_TONES: Record<ApplicationStatusValue, BadgeTone> = {
  new: 'indigo',
  reviewing: 'ochre',
  approved: 'success',
  rejected: 'terracotta',
};

/** The join form's labels by stored value: 'ready_to_wear' reads 'Ready to Wear'. */
export const APPLICATION_CATEGORY_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(APPLICATION_CATEGORIES).map(([label, value]) => [value, label]),
);

export const applicationStatusLabel = (value: string) => labelOf(APPLICATION_STATUS_LABELS, value);
export const applicationCategoryLabel = (value: string) => labelOf(APPLICATION_CATEGORY_LABELS, value);

export function isApplicationStatus(value: string | null | undefined): value is ApplicationStatusValue {
  return (APPLICATION_STATUSES as readonly (string | null | undefined)[]).includes(value);
}
