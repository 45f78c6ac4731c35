import { Link } from 'react-router';
import styled from 'styled-components';
import { ArrowRightIcon } from '../../components/icons';
import { sectionLabel } from '../kit/section';
import { visibleSections } from './studioNavigation';
import { studioPath } from './studioSections';
import { useStudioViewer } from './StudioViewerContext';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
`;

const Card = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.indigo900};
  text-decoration: none;
  transition:
    border-color ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};

  svg {
    flex: none;
  }
  svg:last-child {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.indigo300};
    box-shadow: ${({ theme }) => theme.shadows.soft};
  }
`;

/** Shortcuts to every section the viewer can open, except the dashboard itself. */
export function StudioSectionCards() {
  const viewer = useStudioViewer();
  const sections = visibleSections(viewer).filter((section) => section.segment !== '');
  return (
    <Grid aria-label="Studio sections">
      {sections.map((section) => {
        const SectionIcon = section.menu?.icon ?? 'span';
        return (
          <li key={section.segment}>
            <Card to={studioPath(section)}>
              <SectionIcon />
              {sectionLabel(viewer, section)}
              <ArrowRightIcon />
            </Card>
          </li>
        );
      })}
    </Grid>
  );
}
