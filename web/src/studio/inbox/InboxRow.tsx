import { graphql, useFragment } from 'react-relay';
import styled, { css } from 'styled-components';
import type { InboxRow_entry$key } from '../../__generated__/InboxRow_entry.graphql';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatDateTime } from '../kit/dateTime';
import { brandNameOrUnknown } from '../kit/format';
import { InboxKindBadge } from './InboxKindBadge';

const inboxRowFragment = graphql`
  fragment InboxRow_entry on InboxEntry {
    id
    kind
    receivedAt
    read
    summary
    from {
      name
      email
    }
    brand {
      name
    }
  }
`;

const RowButton = styled.button<{ $unread: boolean; $open: boolean }>`
  display: grid;
  grid-template-columns: 0.6rem minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]}`};
  border: 0;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.indigo50 : theme.colors.paper)};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.ivoryDeep};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.ochre};
    outline-offset: -3px;
  }
  ${({ $open, theme }) =>
    $open &&
    css`
      box-shadow: inset 4px 0 0 ${theme.colors.indigo800};
    `}
`;

const Dot = styled.span<{ $unread: boolean }>`
  align-self: center;
  width: 0.6rem;
  height: 0.6rem;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.terracotta : 'transparent')};
`;

const Top = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  min-width: 0;
`;

const Sender = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
  white-space: nowrap;
`;

const Summary = styled.span<{ $unread: boolean }>`
  grid-column: 2;
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  grid-column: 2;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

interface InboxRowProps {
  entry: InboxRow_entry$key;
  /** Whether this entry is the one open in the detail view. */
  open: boolean;
  onOpen: (entryId: string) => void;
}

/**
 * One entry of the list, as a button that opens it. Unread entries are tinted, bold and dotted,
 * and their name starts with 'Unread' for screen readers.
 */
export function InboxRow({ entry: entryKey, open, onOpen }: InboxRowProps) {
  const entry = useFragment(inboxRowFragment, entryKey);
  const unread = !entry.read;
  const brand = entry.brand ? brandNameOrUnknown(entry.brand.name) : 'The platform';
  return (
    <RowButton
      type="button"
      $unread={unread}
      $open={open}
      aria-current={open ? 'true' : undefined}
      onClick={() => onOpen(entry.id)}
    >
      <Dot $unread={unread} aria-hidden="true" />
      <Top>
        {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
        <Sender $unread={unread}>{entry.from.name}</Sender>
        <InboxKindBadge kind={entry.kind} />
        <Time dateTime={String(entry.receivedAt)}>{formatDateTime(String(entry.receivedAt))}</Time>
      </Top>
      <Summary $unread={unread}>{entry.summary}</Summary>
      <Meta>
        {entry.from.email} · to {brand}
      </Meta>
    </RowButton>
  );
}
