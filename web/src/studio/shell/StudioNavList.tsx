import { NavLink } from 'react-router';
import styled from 'styled-components';
import { sectionLabel } from '../kit/section';
import { visibleSections } from './studioNavigation';
import type { StudioGroup, StudioSection } from '../kit/section';
import { studioPath } from './studioSections';
import { useStudioViewer } from './StudioViewerContext';
import { InboxNavBadge } from './InboxNavBadge';

const Group = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space[4]};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    padding: 0 ${({ theme }) => theme.space[3]};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.indigo300};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
`;

const SectionLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0.45rem ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.indigo100};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  svg {
    width: 1.15rem;
    height: 1.15rem;
    flex: none;
    opacity: 0.85;
  }

  &:hover {
    background: rgba(255, 255, 255, 0.07);
    color: ${({ theme }) => theme.colors.white};
  }
  &[aria-current='page'] {
    background: rgba(201, 139, 44, 0.18);
    color: ${({ theme }) => theme.colors.white};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.ochre};
  }
`;

const NavCount = styled.span`
  margin-left: auto;
`;

function groupsOf(sections: StudioSection[]): [StudioGroup, StudioSection[]][] {
  const groups = new Map<StudioGroup, StudioSection[]>();
  for (const section of sections)
    groups.set(section.menu?.group ?? 'Overview', [...(groups.get(section.menu?.group ?? 'Overview') ?? []), section]);
  return [...groups];
}

/** The sections the viewer may open, grouped; the current one is marked (aria-current). */
export function StudioNavList() {
  const viewer = useStudioViewer();
  return (
    <nav aria-label="Studio">
      {groupsOf(visibleSections(viewer)).map(([group, sections]) => (
        <Group key={group}>
          <h2>{group}</h2>
          <ul>
            {sections.map((section) => {
              const SectionIcon = section.menu?.icon ?? 'span';
              return (
                <li key={section.segment}>
                  <SectionLink to={studioPath(section)} end={section.segment === ''}>
                    <SectionIcon />
                    {sectionLabel(viewer, section)}
                    {section.segment === 'inbox' && (
                      <NavCount>
                        <InboxNavBadge />
                      </NavCount>
                    )}
                  </SectionLink>
                </li>
              );
            })}
          </ul>
        </Group>
      ))}
    </nav>
  );
}
