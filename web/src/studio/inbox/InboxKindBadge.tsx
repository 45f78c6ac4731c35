import { Badge, type BadgeTone } from '../../components/Badge';
import { labelOf } from '../kit/vocabulary';
import { KIND_LABELS } from './inboxLabels';

const TONES: Record<string, BadgeTone> = { enquiry: 'indigo', custom_order: 'ochre', brand_request: 'success' };

/** What kind of entry it is, in words and colour. */
export function InboxKindBadge({ kind }: { kind: string }) {
  return <Badge $tone={TONES[kind] ?? 'indigo'}>{labelOf(KIND_LABELS, kind)}</Badge>;
}
