import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import type { RecentLeadsTable_query$key } from '../../__generated__/RecentLeadsTable_query.graphql';
import { useToast } from '../../components/toast/useToast';
import { DashboardTable } from './DashboardTable';
import { LEADS_FETCH_FAILED } from './dashboardErrors';
import { DASHBOARD_PAGE_SIZE, leadsPage, leadsPageSummary, refreshSize } from './dashboardPaging';
import { LeadsPager } from './LeadsPager';
import { RecentLeadRow } from './RecentLeadRow';
import { useRefetchOnKey } from '../../relay/useRefetchOnKey';

const recentLeadsFragment = graphql`
  fragment RecentLeadsTable_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "RecentLeadsTablePaginationQuery") {
    leads(first: $count, after: $cursor) @connection(key: "RecentLeadsTable_leads") {
      totalCount
      edges {
        node {
          id
          ...RecentLeadRow_lead
        }
      }
    }
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  text-align: center;
  background: ${({ theme }) => theme.colors.ivory};
  border-radius: ${({ theme }) => theme.radii.md};

  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.indigo900};
  }
`;

interface RecentLeadsTableProps {
  query: RecentLeadsTable_query$key;
  refreshKey: number;
  onStatusSaved: () => void;
}

/** The newest leads, ten a page; further pages are fetched as the user moves on to them. */
export function RecentLeadsTable({ query, refreshKey, onStatusSaved }: RecentLeadsTableProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(recentLeadsFragment, query);
  const { showToast } = useToast();
  const [pageIndex, setPageIndex] = useState(0);
  const { edges, totalCount } = data.leads;
  useRefetchOnKey(refreshKey, refetch, refreshSize(edges.length));

  if (totalCount === 0 || edges.length === 0) {
    return (
      <Empty>
        <strong>No leads yet</strong>
        <p>When customers contact brands or submit orders, leads will appear here.</p>
      </Empty>
    );
  }

  const page = leadsPage(pageIndex, edges.length, totalCount);
  const showNext = () => {
    if (page.nextIsLoaded) {
      setPageIndex(page.index + 1);
      return;
    }
    loadNext(DASHBOARD_PAGE_SIZE, {
      onComplete: (error) => {
        if (error) showToast(LEADS_FETCH_FAILED, 'error');
        else setPageIndex(page.index + 1);
      },
    });
  };

  return (
    <Layout>
      <DashboardTable
        caption="Recent leads, newest first"
        head={
          <>
            <th scope="col">Customer</th>
            <th scope="col">Brand</th>
            <th scope="col">Source</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
          </>
        }
      >
        {edges.slice(page.start, page.end).map(({ node }) => (
          <RecentLeadRow key={node.id} lead={node} onStatusSaved={onStatusSaved} />
        ))}
      </DashboardTable>
      <LeadsPager
        summary={leadsPageSummary(page, totalCount)}
        pageNumber={page.index + 1}
        pageCount={page.count}
        hasPrevious={page.hasPrevious}
        hasNext={page.nextIsLoaded || hasNext}
        loadingNext={isLoadingNext}
        onPrevious={() => setPageIndex(page.index - 1)}
        onNext={showNext}
      />
    </Layout>
  );
}
