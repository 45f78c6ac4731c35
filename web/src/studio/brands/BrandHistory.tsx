import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import type { BrandHistory_brand$key } from '../../__generated__/BrandHistory_brand.graphql';
import { Button } from '../../components/Button';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useLoadNextOrReport } from '../../relay/useLoadNextOrReport';
import { useRefetchOnKey } from '../../relay/useRefetchOnKey';
import { HISTORY_PAGE_SIZE } from './brandsPaging';
import { EMPTY_VALUE, auditSentence, changeValue, fieldLabel } from '../kit/auditWording';
import { formatDateTime } from '../kit/dateTime';
import { SectionPanel } from './SectionPanel';

const brandHistoryFragment = graphql`
  fragment BrandHistory_brand on Brand
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "BrandHistoryPaginationQuery") {
    history(first: $count, after: $cursor) @connection(key: "BrandHistory_history") {
      edges {
        node {
          id
          action
          actorName
          entityType
          entityLabel
          createdAt
          changes {
            field
            from
            to
          }
        }
      }
    }
  }
`;

const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-width: 0;

  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  > p {
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.ink};
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Changes = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: 0.2rem ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.ivory};
  border-radius: ${({ theme }) => theme.radii.sm};

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Pair = styled.div`
  display: contents;
`;

/** A field's old and new value ('Lagos → Accra'); a field set for the first time shows its value alone. */
function ChangeValues({ from, to }: { from: string | null | undefined; to: string | null | undefined }) {
  const before = changeValue(from);
  if (before === EMPTY_VALUE) return <>{changeValue(to)}</>;
  return (
    <>
      {before} <span aria-hidden="true">→</span>
      <VisuallyHidden> changed to </VisuallyHidden> {changeValue(to)}
    </>
  );
}

/** Changes with more fields than this show the first ones and a count of the rest. */
const SHOWN_CHANGES = 6;

interface BrandHistoryProps {
  brand: BrandHistory_brand$key;
  /** A new value reloads the history (after a change made on this screen). */
  refreshKey: number;
}

/** The brand's recent changes, newest first, 10 at a time: who changed what, from what to what. */
export function BrandHistory({ brand: brandKey, refreshKey }: BrandHistoryProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(brandHistoryFragment, brandKey);
  const events = data.history.edges.map((edge) => edge.node);
  const loadMore = useLoadNextOrReport(loadNext, HISTORY_PAGE_SIZE, 'Failed to load more history. Please try again.');
  useRefetchOnKey(refreshKey, refetch, Math.max(events.length, HISTORY_PAGE_SIZE));

  return (
    <SectionPanel title="History" aside={<p>Recent changes, newest first.</p>}>
      {events.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <Entries>
          {events.map((event) => (
            <Entry key={event.id}>
              <p>{auditSentence(event)}</p>
              <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              {event.changes.length ? (
                <Changes>
                  {event.changes.slice(0, SHOWN_CHANGES).map((change) => (
                    <Pair key={change.field}>
                      <dt>{fieldLabel(change.field)}</dt>
                      <dd>
                        <ChangeValues from={change.from} to={change.to} />
                      </dd>
                    </Pair>
                  ))}
                  {event.changes.length > SHOWN_CHANGES ? (
                    <Pair>
                      <dt>More</dt>
                      <dd>{event.changes.length - SHOWN_CHANGES} other fields</dd>
                    </Pair>
                  ) : null}
                </Changes>
              ) : null}
            </Entry>
          ))}
        </Entries>
      )}
      {hasNext ? (
        <div>
          <Button
            $variant="secondary"
            $size="sm"
            aria-busy={isLoadingNext}
            onClick={() => !isLoadingNext && loadMore()}
          >
            {isLoadingNext ? 'Loading…' : 'Load more history'}
          </Button>
        </div>
      ) : null}
    </SectionPanel>
  );
}
