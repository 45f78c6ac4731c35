import { graphql, usePreloadedQuery } from 'react-relay';
import { useParams } from 'react-router';
import { DetailBackLink, DetailPage, DetailProblem } from '../../components/detail-page/DetailPageLayout';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ArrowLeftIcon } from '../../components/icons';
import { useRouteQueryRef } from '../../relay/routeQuery';
import type { TailorPageQuery } from '../../__generated__/TailorPageQuery.graphql';
import { LoadFailure } from '../../components/LoadFailure';
import { isTailorId } from './isTailorId';
import { TailorProfile } from './TailorProfile';

export const tailorPageQuery = graphql`
  query TailorPageQuery($id: ID!) {
    tailor(id: $id) {
      brand {
        name
      }
      ...TailorProfile_tailor
    }
  }
`;

function TailorContent() {
  const { tailor } = usePreloadedQuery<TailorPageQuery>(tailorPageQuery, useRouteQueryRef<TailorPageQuery>());
  if (!tailor) {
    return (
      <DetailProblem role="alert">
        <h1>Tailor not found</h1>
      </DetailProblem>
    );
  }
  return (
    <>
      <title>{`${tailor.brand.name} — Tailored — Adire`}</title>
      <TailorProfile tailor={tailor} />
    </>
  );
}

/** /tailor/:id: one tailor's profile. */
export function TailorPage() {
  const { id = '' } = useParams();
  return (
    <DetailPage>
      <DetailBackLink to="/tailors">
        <ArrowLeftIcon aria-hidden="true" />
        Back to tailors
      </DetailBackLink>
      {isTailorId(id) ? (
        <ErrorBoundary resetKey={id} fallback={() => <LoadFailure title="Failed to load tailor information" />}>
          <TailorContent />
        </ErrorBoundary>
      ) : (
        <DetailProblem role="alert">
          <h1>Invalid tailor ID</h1>
        </DetailProblem>
      )}
    </DetailPage>
  );
}
