import { Link } from 'react-router';
import styled from 'styled-components';

export const DropdownWrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.1rem;
`;

/** The chevron beside the label that shows or hides the menu. */
export const MenuToggle = styled.button`
  display: grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  transition: background ${({ theme }) => theme.motion.base};

  &:hover {
    background: rgba(127, 127, 160, 0.14);
  }

  svg {
    width: 1rem;
    height: 1rem;
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const Panel = styled.div`
  position: absolute;
  top: calc(100% + 0.6rem);
  left: -1.25rem;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 17rem;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-top: 3px solid ${({ theme }) => theme.colors.indigo800};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  /* Bridges the gap under the label so the pointer can travel into the panel. */
  &::before {
    content: '';
    position: absolute;
    inset: -0.8rem 0 100% 0;
  }
`;

export const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.55rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.indigo50};
    color: ${({ theme }) => theme.colors.indigo900};
  }

  /* A category's icon, from the one category list. */
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    color: ${({ theme }) => theme.colors.indigo800};
  }
`;
