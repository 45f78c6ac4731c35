import { Navigate } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { AuthRequired } from '../kit/AuthRequired';
import { LoadError } from '../kit/LoadError';
import { isPermissionRefused } from '../kit/permissionRefused';
import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { StudioListPage } from '../kit/StudioListPage';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageHero } from './heroAccess';
import { STUDIO_HOME_PATH } from '../kit/studioHome';
import { HeroSlideList } from './HeroSlideList';
import { heroPaths } from './paths';

export const HERO_TITLE = 'Hero Carousel';
/** The spec names no texts for these. */
export const HERO_LOAD_FAILED = 'Failed to load hero slides';
export const HERO_SIGN_IN = 'Please log in to manage the hero carousel.';

/**
 * /studio/hero (super admins only; everyone else goes to /studio): every slide of the home page's
 * carousel in display order, each with a switch that shows or hides it, Edit and Delete.
 */
export function HeroSlidesPage() {
  const viewer = useStudioViewer();
  if (!canManageHero(viewer)) return <Navigate to={STUDIO_HOME_PATH} replace />;

  return (
    <StudioListPage
      authRequired={<AuthRequired message={HERO_SIGN_IN} returnTo={heroPaths.list} />}
      header={
        <StudioHeaderRow>
          <StudioPageHeader
            eyebrow="Site content"
            title={HERO_TITLE}
            lead="The slides at the top of the home page, in display order. Only active slides are shown there."
          />
          <ButtonLink to={heroPaths.new}>New Slide</ButtonLink>
        </StudioHeaderRow>
      }
    >
      <QuerySection
        loading={<SectionLoading label="Loading hero slides" />}
        sessionEnded="page"
        error={(error, retry) =>
          // The API has the last word: a refusal sends the viewer where the spec says.
          isPermissionRefused(error) ? (
            <Navigate to={STUDIO_HOME_PATH} replace />
          ) : (
            <LoadError
              error={error}
              title="The hero slides could not be loaded."
              toast={HERO_LOAD_FAILED}
              onRetry={retry}
            />
          )
        }
      >
        {(fetchKey) => <HeroSlideList fetchKey={fetchKey} />}
      </QuerySection>
    </StudioListPage>
  );
}
