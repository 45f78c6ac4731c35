import { Badge, type BadgeTone } from '../../components/Badge';
import { PRIORITY_LABELS } from '../kit/leadVocabulary';
import { labelOf } from '../kit/vocabulary';

const TONES: Record<string, BadgeTone> = { high: 'ochre', normal: 'indigo', low: 'success' };

/** The lead's priority at a glance, beside the customer's name. */
export function LeadPriorityBadge({ priority }: { priority: string }) {
  return <Badge $tone={TONES[priority] ?? 'indigo'}>{`${labelOf(PRIORITY_LABELS, priority)} priority`}</Badge>;
}
