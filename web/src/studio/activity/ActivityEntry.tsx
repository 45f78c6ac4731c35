import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { ActivityEntry_event$key } from '../../__generated__/ActivityEntry_event.graphql';
import { formatDateTime } from '../kit/dateTime';
import { auditParts } from '../kit/auditWording';
import { ChangesTable } from './ChangesTable';

const activityEntryFragment = graphql`
  fragment ActivityEntry_event on AuditEvent {
    id
    actorName
    action
    entityType
    entityId
    entityLabel
    createdAt
    changes {
      field
      from
      to
    }
  }
`;

const Entry = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-left: 3px solid ${({ theme }) => theme.colors.indigo300};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
`;

const Sentence = styled.p`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.inkSoft};

  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const When = styled.time`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** One write on the trail: who did what to which record and when, and the fields it changed. */
export function ActivityEntry({ event: eventKey }: { event: ActivityEntry_event$key }) {
  const event = useFragment(activityEntryFragment, eventKey);
  const sentenceId = useId();
  const { actor, action, entity, label } = auditParts(event);

  return (
    <Entry aria-labelledby={sentenceId}>
      <Top>
        <Sentence id={sentenceId}>
          <strong>{actor}</strong> {action} {entity}
          {label ? (
            <>
              {' '}
              <strong>&quot;{label}&quot;</strong>
            </>
          ) : null}
        </Sentence>
        <When dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</When>
      </Top>
      {event.changes.length ? <ChangesTable changes={event.changes} /> : null}
    </Entry>
  );
}
