import { graphql, useFragment } from 'react-relay';
import type { SubscriberRow_subscriber$key } from '../../__generated__/SubscriberRow_subscriber.graphql';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { formatCount, formatDate } from '../kit/format';
import { labelOf } from '../kit/vocabulary';
import { SubscriberName } from './SubscriberTableLayout';
import { SOURCE_LABELS, STATUS_LABELS, type SubscriptionStatusValue } from './newsletterVocabulary';

const subscriberRowFragment = graphql`
  fragment SubscriberRow_subscriber on NewsletterSubscriber {
    id
    email
    firstName
    lastName
    subscriptionStatus
    source
    subscribedAt
    emailCount
  }
`;

const STATUS_TONES: Record<string, BadgeTone> = { active: 'success', unsubscribed: 'ochre' };

interface SubscriberRowProps {
  subscriber: SubscriberRow_subscriber$key;
  onSetStatus: (subscriberId: string, status: SubscriptionStatusValue) => void;
  busy: boolean;
}

/** One subscriber; active ones can be unsubscribed, any other reactivated (spec section 4). */
export function SubscriberRow({ subscriber, onSetStatus, busy }: SubscriberRowProps) {
  const s = useFragment(subscriberRowFragment, subscriber);
  const name = [s.firstName, s.lastName].filter(Boolean).join(' ');
  const active = s.subscriptionStatus === 'active';
  return (
    <tr role="row">
      <th scope="row" role="rowheader">
        <SubscriberName>
          <strong>{s.email}</strong>
          {name ? <span>{name}</span> : null}
        </SubscriberName>
      </th>
      <td role="cell" data-label="Status">
        <Badge $tone={STATUS_TONES[s.subscriptionStatus] ?? 'indigo'}>
          {labelOf(STATUS_LABELS, s.subscriptionStatus)}
        </Badge>
      </td>
      <td role="cell" data-label="Source">
        {labelOf(SOURCE_LABELS, s.source)}
      </td>
      <td role="cell" data-label="Subscribed">
        <time dateTime={s.subscribedAt}>{formatDate(s.subscribedAt)}</time>
      </td>
      <td role="cell" data-label="E-mails sent" data-numeric>
        {formatCount(s.emailCount)}
      </td>
      <td role="cell" data-action>
        <Button
          type="button"
          $variant={active ? 'secondary' : 'primary'}
          $size="sm"
          disabled={busy}
          aria-label={`${active ? 'Unsubscribe' : 'Reactivate'} ${s.email}`}
          onClick={() => onSetStatus(s.id, active ? 'unsubscribed' : 'active')}
        >
          {active ? 'Unsubscribe' : 'Reactivate'}
        </Button>
      </td>
    </tr>
  );
}
