import { Badge } from '../../components/Badge';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { APPLICATION_STATUS_TONES, applicationStatusLabel, isApplicationStatus } from './applicationVocabulary';

/** An application's review state at a glance; read as 'Status: Reviewing'. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const tone = isApplicationStatus(status) ? APPLICATION_STATUS_TONES[status] : 'indigo';
  return (
    <Badge $tone={tone}>
      <VisuallyHidden>Status: </VisuallyHidden>
      {applicationStatusLabel(status)}
    </Badge>
  );
}
