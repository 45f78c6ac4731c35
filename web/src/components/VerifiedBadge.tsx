import { Badge } from './Badge';
import { CheckBadgeIcon } from './icons';

/** 'Verified', with its check mark; one unbroken pill wherever it sits. */
export function VerifiedBadge() {
  return (
    <Badge $tone="success">
      <CheckBadgeIcon aria-hidden="true" />
      <span>Verified</span>
    </Badge>
  );
}
