import { commitMutation, graphql } from 'react-relay';
import type { DataRouter } from 'react-router';
import type { recordPageViewsMutation } from '../__generated__/recordPageViewsMutation.graphql';
import { environment } from '../relay/environment';
import { pageViewTarget } from './pageViewTarget';

const recordPageViewMutation = graphql`
  mutation recordPageViewsMutation($path: String!, $brandId: ID) {
    recordPageView(path: $path, brandId: $brandId)
  }
`;

function record(pathname: string) {
  const { path, brandId } = pageViewTarget(pathname);
  // Fire and forget: a lost page view must never disturb the visitor.
  commitMutation<recordPageViewsMutation>(environment, {
    mutation: recordPageViewMutation,
    variables: { path, brandId },
    onError: () => {},
  });
}

/** Records a page view for the first page and for every route change after it (studio pages excluded). */
export function recordPageViews(router: Pick<DataRouter, 'state' | 'subscribe'>): () => void {
  let last: string | null = null;
  const visit = (pathname: string) => {
    if (pathname === last || pathname.startsWith('/studio')) return;
    last = pathname;
    record(pathname);
  };
  visit(router.state.location.pathname);
  return router.subscribe((state) => {
    if (state.navigation.state === 'idle') visit(state.location.pathname);
  });
}
