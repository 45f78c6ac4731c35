import { useCallback, useEffect, useRef } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { InboxEntryViewMarkReadMutation } from '../../__generated__/InboxEntryViewMarkReadMutation.graphql';
import type { InboxEntryViewMarkUnreadMutation } from '../../__generated__/InboxEntryViewMarkUnreadMutation.graphql';
import type { InboxEntryViewQuery } from '../../__generated__/InboxEntryViewQuery.graphql';
import { Button, ButtonAnchor } from '../../components/Button';
import { MailIcon } from '../../components/icons';
import { formatDateTime } from '../kit/dateTime';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { brandNameOrUnknown } from '../kit/format';
import { STATUS_LABELS } from '../kit/leadVocabulary';
import { labelOf } from '../kit/vocabulary';
import { DetailSection, LongText } from './detailParts';
import { InboxKindBadge } from './InboxKindBadge';
import { replyHref, telHref } from './inboxLabels';
import { INBOX_TEXTS } from './inboxMessages';
import { InboxOrderDetails } from './InboxOrderDetails';
import { setEntryRead, setUnreadCount } from './unreadCountStore';
import { leadsPaths } from '../leads/paths';

export const inboxEntryViewQuery = graphql`
  query InboxEntryViewQuery($id: ID!) {
    inboxEntry(id: $id) {
      id
      kind
      receivedAt
      read
      summary
      from {
        name
        email
        phone
      }
      brand {
        name
      }
      enquiry {
        subject
        message
      }
      order {
        ...InboxOrderDetails_order
      }
      lead {
        id
        status
      }
    }
  }
`;

// The mark shows at once and is undone if the server refuses; the answer brings the exact unread count.
const markReadMutation = graphql`
  mutation InboxEntryViewMarkReadMutation($id: ID!) {
    markInboxEntryRead(id: $id) {
      unreadCount
      entry {
        id
        read
        readAt
      }
    }
  }
`;

const markUnreadMutation = graphql`
  mutation InboxEntryViewMarkUnreadMutation($id: ID!) {
    markInboxEntryUnread(id: $id) {
      unreadCount
      entry {
        id
        read
        readAt
      }
    }
  }
`;

const MARK_READ_TEXTS = { success: INBOX_TEXTS.markedRead, failure: userFacing(INBOX_TEXTS.markReadFailed) };
const MARK_UNREAD_TEXTS = { success: INBOX_TEXTS.markedUnread, failure: userFacing(INBOX_TEXTS.markUnreadFailed) };

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Heading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Contact = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

interface InboxEntryViewProps {
  entryId: string;
  titleId: string;
  fetchKey: string;
}

/** One entry in full. Opening it marks it read for the viewer; Mark as unread undoes that. */
export function InboxEntryView({ entryId, titleId, fetchKey }: InboxEntryViewProps) {
  const { inboxEntry: entry } = useLazyLoadQuery<InboxEntryViewQuery>(
    inboxEntryViewQuery,
    { id: entryId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const { run: runMarkRead, busy: markingRead } = useStudioMutation<InboxEntryViewMarkReadMutation>(
    markReadMutation,
    MARK_READ_TEXTS,
  );
  const markUnread = useStudioMutation<InboxEntryViewMarkUnreadMutation>(markUnreadMutation, MARK_UNREAD_TEXTS);
  // Opening an entry marks it quietly; the Mark as read button says so in a toast.
  const markRead = useCallback(
    (entryId: string, { announce }: { announce: boolean }) =>
      void runMarkRead(
        { id: entryId },
        {
          optimisticUpdater: (store) => setEntryRead(store, entryId, true),
          updater: (store, data) => {
            if (data?.markInboxEntryRead) setUnreadCount(store, data.markInboxEntryRead.unreadCount);
          },
          ...(announce ? {} : { success: null }),
        },
      ),
    [runMarkRead],
  );

  // Marked once per opening: after Mark as unread, the entry stays unread until it is opened again.
  const markedOnOpen = useRef<string | null>(null);
  useEffect(() => {
    if (!entry || entry.read || markedOnOpen.current === entry.id) return;
    markedOnOpen.current = entry.id;
    markRead(entry.id, { announce: false });
  }, [entry, markRead]);

  if (!entry)
    return (
      <Body>
        <Heading>
          <h2 id={titleId}>Entry not found</h2>
        </Heading>
        <p role="alert">{INBOX_TEXTS.entryNotFound}</p>
      </Body>
    );

  const subject = entry.enquiry?.subject ?? entry.summary;
  const brand = entry.brand ? brandNameOrUnknown(entry.brand.name) : 'the platform';
  const receivedAt = String(entry.receivedAt);

  return (
    <Body>
      <Heading>
        <div>
          <InboxKindBadge kind={entry.kind} />
        </div>
        <h2 id={titleId}>{entry.summary}</h2>
        <p>
          Received <time dateTime={receivedAt}>{formatDateTime(receivedAt)}</time> · to {brand} ·{' '}
          {entry.read ? 'Read' : 'Unread'}
        </p>
      </Heading>

      <DetailSection title="From">
        <Contact>
          <dt>Name</dt>
          <dd>{entry.from.name}</dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${entry.from.email}`}>{entry.from.email}</a>
          </dd>
          {entry.from.phone ? (
            <>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(entry.from.phone)}>{entry.from.phone}</a>
              </dd>
            </>
          ) : null}
        </Contact>
        <Actions>
          <ButtonAnchor $variant="primary" $size="sm" href={replyHref(entry.from.email, subject)}>
            <MailIcon aria-hidden="true" />
            Reply by email
          </ButtonAnchor>
          {entry.from.phone ? (
            <ButtonAnchor $variant="secondary" $size="sm" href={telHref(entry.from.phone)}>
              Call {entry.from.phone}
            </ButtonAnchor>
          ) : null}
        </Actions>
      </DetailSection>

      {entry.enquiry ? (
        <DetailSection title="Message">
          <p>
            <strong>{entry.enquiry.subject}</strong>
          </p>
          <LongText>{entry.enquiry.message}</LongText>
        </DetailSection>
      ) : null}
      {entry.order ? <InboxOrderDetails order={entry.order} /> : null}

      <DetailSection title="Lead">
        {entry.lead ? (
          <p>
            This {entry.kind === 'enquiry' ? 'enquiry' : 'order'} created a lead (status{' '}
            {labelOf(STATUS_LABELS, entry.lead.status)}). <Link to={leadsPaths.lead(entry.lead.id)}>Open the lead</Link>
          </p>
        ) : (
          <p>No lead: {entry.brand ? 'the lead has been deleted.' : 'enquiries to the platform create none.'}</p>
        )}
      </DetailSection>

      <Actions>
        {entry.read ? (
          <Button
            $variant="secondary"
            onClick={() =>
              void markUnread.run(
                { id: entry.id },
                {
                  optimisticUpdater: (store) => setEntryRead(store, entry.id, false),
                  updater: (store, data) => {
                    if (data?.markInboxEntryUnread) setUnreadCount(store, data.markInboxEntryUnread.unreadCount);
                  },
                },
              )
            }
            disabled={markUnread.busy}
          >
            Mark as unread
          </Button>
        ) : (
          <Button $variant="secondary" onClick={() => markRead(entry.id, { announce: true })} disabled={markingRead}>
            Mark as read
          </Button>
        )}
      </Actions>
    </Body>
  );
}
