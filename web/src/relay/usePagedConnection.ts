import type { Disposable } from 'relay-runtime';
import { useLoadNextOrReport } from './useLoadNextOrReport';

/** Where a list loaded a page at a time stands, and what loads its next page. */
export interface Paging {
  totalCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadMore: () => void;
}

interface Connection<TNode> {
  readonly totalCount: number;
  readonly edges: ReadonlyArray<{ readonly node: TNode }>;
}

interface Pagination {
  loadNext: (count: number, options?: { onComplete?: (error: Error | null) => void }) => Disposable;
  hasNext: boolean;
  isLoadingNext: boolean;
}

/**
 * A connection read through usePaginationFragment, as a paged list takes it: the nodes loaded so
 * far, and its Paging, whose loadMore fetches `pageSize` more and reports a failure in a toast.
 */
export function usePagedConnection<TNode>(
  connection: Connection<TNode>,
  { loadNext, hasNext, isLoadingNext }: Pagination,
  pageSize: number,
  failureMessage: string,
): { items: TNode[]; paging: Paging } {
  const loadMore = useLoadNextOrReport(loadNext, pageSize, failureMessage);
  return {
    items: connection.edges.map((edge) => edge.node),
    paging: { totalCount: connection.totalCount, hasNext, isLoadingNext, loadMore },
  };
}
