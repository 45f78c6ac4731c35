import styled from 'styled-components';
import { Container } from '../../components/Container';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Eyebrow } from '../../components/Eyebrow';
import { useRouteQueryRef } from '../../relay/routeQuery';
import type { DirectoryPageQuery } from '../../__generated__/DirectoryPageQuery.graphql';
import { DirectoryErrorView } from './DirectoryErrorView';
import { DirectoryResults } from './DirectoryResults';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[9]};
`;

const Intro = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Lead = styled.p`
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export function DirectoryPage() {
  const queryRef = useRouteQueryRef<DirectoryPageQuery>();

  return (
    <Page>
      <title>Explore Designers — Adire</title>
      <Intro>
        <Eyebrow>The directory</Eyebrow>
        <h1>Explore Designers</h1>
        <Lead>
          Independent African labels, each one reviewed by our curators. Filter by category, city or occasion.
        </Lead>
      </Intro>
      <ErrorBoundary resetKey={queryRef} fallback={(error) => <DirectoryErrorView error={error} />}>
        <DirectoryResults queryRef={queryRef} />
      </ErrorBoundary>
    </Page>
  );
}
