import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ArrowLeftIcon } from '../../components/icons';
import { useRouteQueryRef } from '../../relay/routeQuery';
import type { TailorPageQuery } from '../../__generated__/TailorPageQuery.graphql';
import { LoadFailure } from '../tailors/LoadFailure';
import { isTailorId } from './isTailorId';
import { TailorProfile } from './TailorProfile';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
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

const Missing = styled.div`
  padding-block: ${({ theme }) => theme.space[8]};
  text-align: center;

  h1 { font-size: ${({ theme }) => theme.fontSizes['3xl']}; }
`;

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
      <Missing role="alert">
        <h1>Tailor not found</h1>
      </Missing>
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
    <Page>
      <BackLink to="/tailors">
        <ArrowLeftIcon aria-hidden="true" />
        Back to tailors
      </BackLink>
      {isTailorId(id) ? (
        <ErrorBoundary resetKey={id} fallback={() => <LoadFailure title="Failed to load tailor information" />}>
          <TailorContent />
        </ErrorBoundary>
      ) : (
        <Missing role="alert">
          <h1>Invalid tailor ID</h1>
        </Missing>
      )}
    </Page>
  );
}
