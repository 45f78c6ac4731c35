import { Suspense } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useParams } from 'react-router';
import { DetailBackLink, DetailPage, DetailProblem } from '../../components/detail-page/DetailPageLayout';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ArrowLeftIcon } from '../../components/icons';
import { useRouteQueryRef } from '../../relay/routeQuery';
import type { CollectionPageQuery } from '../../__generated__/CollectionPageQuery.graphql';
import { CollectionDetail } from './CollectionDetail';
import { YouMayAlsoLike } from './YouMayAlsoLike';

export const collectionPageQuery = graphql`
  query CollectionPageQuery($id: ID!) {
    collection(id: $id) {
      id
      title
      ...CollectionDetail_collection
    }
  }
`;

function CollectionContent() {
  const { collection } = usePreloadedQuery<CollectionPageQuery>(
    collectionPageQuery,
    useRouteQueryRef<CollectionPageQuery>(),
  );
  if (!collection) {
    return (
      <DetailProblem role="alert">
        <h1>Collection not found</h1>
      </DetailProblem>
    );
  }
  return (
    <>
      <title>{`${collection.title} — Adire`}</title>
      <CollectionDetail collection={collection} />
      <ErrorBoundary resetKey={collection.id} fallback={() => null}>
        <Suspense fallback={null}>
          <YouMayAlsoLike collectionId={collection.id} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/** /collection/:id: a collection, its products and a few others to look at. */
export function CollectionPage() {
  const { id = '' } = useParams();
  return (
    <DetailPage>
      <DetailBackLink to="/collections">
        <ArrowLeftIcon aria-hidden="true" />
        Back to collections
      </DetailBackLink>
      <ErrorBoundary
        resetKey={id}
        fallback={() => (
          <DetailProblem role="alert">
            <h1>Failed to load catalogue information</h1>
          </DetailProblem>
        )}
      >
        <CollectionContent />
      </ErrorBoundary>
    </DetailPage>
  );
}
