import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { ArrowLeftIcon } from '../../components/icons';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesPortfolio } from './portfolioAccess';
import { PortfolioForm } from './PortfolioForm';
import { withUnsavedChangesGuard } from '../kit/form/UnsavedChangesGuard';
import { portfolioPaths } from './paths';

const TITLE = 'New Portfolio Piece';

const Back = styled(ButtonLink)`
  flex: none;
`;

/** /studio/portfolio/new: back link and success both go to /studio/portfolio. */
function NewPortfolioScreen() {
  const viewer = useStudioViewer();
  if (!managesPortfolio(viewer)) return <PermissionDenied title={TITLE} />;
  return (
    <>
      <StudioHeaderRow>
        <StudioPageHeader
          eyebrow="Catalogue"
          title={TITLE}
          lead="A piece a tailoring brand has made, shown on its page and its own product page without a price."
        />
        <Back $variant="secondary" to={portfolioPaths.list}>
          <ArrowLeftIcon />
          Back to Portfolio
        </Back>
      </StudioHeaderRow>
      <PortfolioForm />
    </>
  );
}

export const NewPortfolioPage = withUnsavedChangesGuard(NewPortfolioScreen);
