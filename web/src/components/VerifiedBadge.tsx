import { Badge } from './Badge';
import { CheckBadgeIcon } from './icons';

export function VerifiedBadge() {
  return (
    <Badge $tone="success">
      <CheckBadgeIcon aria-hidden="true" />
      Verified
    </Badge>
  );
}
