import { Suspense } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ArrowLeftIcon } from '../../components/icons';
import { useRouteQueryRef } from '../../relay/routeQuery';
import type { CollectionPageQuery } from '../../__generated__/CollectionPageQuery.graphql';
import { CollectionDetail } from './CollectionDetail';
import { YouMayAlsoLike } from './YouMayAlsoLike';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  padding-block: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[9]};
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  justify-self: start;
  color: ${({ theme }) => theme.colors.indigo700};

  svg { width: 1rem; height: 1rem; }
`;

const Problem = styled.div`
  padding-block: ${({ theme }) => theme.space[8]};
  text-align: center;

  h1 { font-size: ${({ theme }) => theme.fontSizes['3xl']}; }
`;

export const collectionPageQuery = graphql`
  query CollectionPageQuery($id: ID!) {
    collection(id: $id) {
      id
      title
      brand {
        category
      }
      ...CollectionDetail_collection
    }
  }
`;

function CollectionContent() {
  const { collection } = usePreloadedQuery<CollectionPageQuery>(collectionPageQuery, useRouteQueryRef<CollectionPageQuery>());
  if (!collection) {
    return (
      <Problem role="alert">
        <h1>Collection not found</h1>
      </Problem>
    );
  }
  return (
    <>
      <title>{`${collection.title} — Adire`}</title>
      <CollectionDetail collection={collection} />
      <ErrorBoundary resetKey={collection.id} fallback={() => null}>
        <Suspense fallback={null}>
          <YouMayAlsoLike collectionId={collection.id} category={collection.brand.category} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/** /collection/:id: a collection, its products and a few others to look at. */
export function CollectionPage() {
  const { id = '' } = useParams();
  return (
    <Page>
      <BackLink to="/collections">
        <ArrowLeftIcon aria-hidden="true" />
        Back to collections
      </BackLink>
      <ErrorBoundary
        resetKey={id}
        fallback={() => (
          <Problem role="alert">
            <h1>Failed to load catalogue information</h1>
          </Problem>
        )}
      >
        <CollectionContent />
      </ErrorBoundary>
    </Page>
  );
}
