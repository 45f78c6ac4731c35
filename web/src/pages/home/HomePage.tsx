import { graphql, usePreloadedQuery } from 'react-relay';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { JsonLd } from '../../components/seo/JsonLd';
import { organizationJsonLd, websiteJsonLd } from '../../components/seo/structuredData';
import { organizationContacts } from '../../components/site-settings/siteOrganization';
import { WithSiteSettings } from '../../components/site-settings/WithSiteSettings';
import { useRouteQueryRef } from '../../relay/routeQuery';
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
      <WithSiteSettings>
        {(settings) => <JsonLd data={[organizationJsonLd(organizationContacts(settings)), websiteJsonLd()]} />}
      </WithSiteSettings>
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
