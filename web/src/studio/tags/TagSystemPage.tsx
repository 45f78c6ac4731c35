import { Navigate } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { ArrowLeftIcon } from '../../components/icons';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { BadgeTones } from './BadgeTones';
import { CategoryTags } from './CategoryTags';
import { canSeeTagDemo } from './tagsAccess';
import { STUDIO_HOME_PATH } from '../kit/studioHome';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[7]};

  > h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  > p {
    max-width: 42rem;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/**
 * /studio/tags (super admins): a static demo of the site's shared tag and badge styles, and of the
 * one category list (id, name, icon, description, homepageCta) the header menus read too.
 */
export function TagSystemPage() {
  const viewer = useStudioViewer();
  if (!canSeeTagDemo(viewer)) return <Navigate to={STUDIO_HOME_PATH} replace />;

  return (
    <>
      <StudioHeaderRow>
        <StudioPageHeader
          eyebrow="Design system"
          title="Tag System"
          lead="The badge styles the site shares, and the category list behind the menus, the directory filters and these tags."
        />
        <ButtonLink to={STUDIO_HOME_PATH} $variant="secondary">
          <ArrowLeftIcon />
          Back to Studio
        </ButtonLink>
      </StudioHeaderRow>
      <Section aria-labelledby="tag-tones-title">
        <h2 id="tag-tones-title">Badge tones</h2>
        <p>One Badge component in five tones; pick the tone by meaning, not by colour.</p>
        <BadgeTones />
      </Section>
      <Section aria-labelledby="tag-categories-title">
        <h2 id="tag-categories-title">Categories</h2>
        <p>
          The unified category list. The header&apos;s Collections menus show the same names and icons; links use the
          id: /directory?category=id.
        </p>
        <CategoryTags />
      </Section>
    </>
  );
}
