import styled from 'styled-components';
import { adireMotif } from '../../components/theme';
import { canOpenSection, sectionLabel } from './studioNavigation';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { StudioPanel } from '../kit/StudioPanel';
import type { StudioSection } from './studioSections';
import { useStudioViewer } from './StudioViewerContext';

const Placeholder = styled(StudioPanel)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[8]};
  text-align: center;

  p {
    max-width: 30rem;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Cloth = styled.span`
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  background: ${({ theme }) => adireMotif(theme.colors.ivory, 0.55)}, ${({ theme }) => theme.colors.indigo800};
  background-size:
    28px 28px,
    auto;
`;

/** A studio section that is not built yet; sections the viewer may not open say so. */
export function StudioSectionPage({ section }: { section: StudioSection }) {
  const viewer = useStudioViewer();
  const title = sectionLabel(viewer, section);
  if (!canOpenSection(viewer, section)) {
    return (
      <>
        <StudioPageHeader title={title} />
        <Placeholder role="alert">
          <p>You do not have permission to access this page.</p>
        </Placeholder>
      </>
    );
  }
  return (
    <>
      <StudioPageHeader title={title} />
      <Placeholder aria-label={`${title} is coming soon`}>
        <Cloth aria-hidden="true" />
        <p>{title} is coming to the studio soon.</p>
      </Placeholder>
    </>
  );
}
