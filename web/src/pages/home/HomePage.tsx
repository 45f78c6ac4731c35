import { graphql, usePreloadedQuery } from 'react-relay';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { JsonLd } from '../../components/seo/JsonLd';
import { organizationJsonLd, websiteJsonLd } from '../../components/seo/structuredData';
import { useRouteQueryRef } from '../../relay/routeQuery';
import { CONTACT_EMAIL, SOCIAL_LINKS } from '../../shell/footer/footerLinks';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { CategoryBrandRows } from './CategoryBrandRows';
import { CategoryTiles } from './CategoryTiles';
import { DesignerCallToAction } from './DesignerCallToAction';
import { HeroSlider } from './HeroSlider';
import { OccasionTiles } from './OccasionTiles';
import { useTileImages } from './useTileImages';
import { SpotlightSection } from './SpotlightSection';

export const homePageQuery = graphql`
  query HomePageQuery {
    ...HeroSlider_query
    activeSpotlight {
      ...SpotlightSection_spotlight
    }
    ...CategoryBrandRows_query
  }
`;

const Failure = styled(Container)`
  padding: calc(${({ theme }) => theme.layout.headerHeight} + 4rem) 0 4rem;
  text-align: center;
`;

function HomeContent() {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, useRouteQueryRef<HomePageQuery>());
  const tileImages = useTileImages();
  return (
    <>
      <HeroSlider query={data} />
      <CategoryTiles images={tileImages} />
      {data.activeSpotlight ? <SpotlightSection spotlight={data.activeSpotlight} /> : null}
      <OccasionTiles images={tileImages} />
      <CategoryBrandRows query={data} />
      <DesignerCallToAction />
    </>
  );
}

export function HomePage() {
  return (
    <>
      <title>Adire — African fashion designers</title>
      <JsonLd
        data={[organizationJsonLd({ email: CONTACT_EMAIL, sameAs: Object.values(SOCIAL_LINKS) }), websiteJsonLd()]}
      />
      <ErrorBoundary
        fallback={() => (
          <Failure role="alert">
            <p>Failed to load content. Please try again.</p>
          </Failure>
        )}
      >
        <HomeContent />
      </ErrorBoundary>
    </>
  );
}
