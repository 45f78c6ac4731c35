import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../components/icons';
import type { NavMenu } from './navigation';

const Wrapper = styled.div`
  position: relative;
`;

export const NavTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  padding: 0.5rem 0.25rem;
  border: 0;
  background: none;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  letter-spacing: 0.08em;
  text-transform: uppercase;

  svg {
    width: 1rem;
    height: 1rem;
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const Panel = styled.div`
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

  ul { list-style: none; margin: 0; padding: 0; }

  /* Bridges the gap under the trigger so the pointer can travel into the panel. */
  &::before {
    content: '';
    position: absolute;
    inset: -0.8rem 0 100% 0;
  }
`;

const MenuLink = styled(Link)`
  display: block;
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
`;

const OverviewLink = styled(MenuLink)`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding-bottom: 0.7rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.indigo900};
`;

/**
 * A disclosure menu of links. The trigger is a button with aria-expanded; ArrowDown opens it and
 * focuses the first link, arrows and Home/End move between links, Escape closes it and returns
 * focus to the trigger, and leaving it with Tab closes it.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A click right after hovering open should not toggle the menu shut again.
  const openedByHover = useRef(false);

  const links = () => Array.from(wrapperRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusLink(index));
  };
  const close = ({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]);
    }
  };

  const onWrapperKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close({ restoreFocus: true });
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Wrapper
      ref={wrapperRef}
      onKeyDown={onWrapperKeyDown}
      onBlur={onBlur}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      <NavTrigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {menu.label}
        <ChevronDownIcon />
      </NavTrigger>
      <Panel id={panelId} hidden={!open} onKeyDown={onPanelKeyDown} onClick={() => close({ restoreFocus: false })}>
        <OverviewLink to={menu.overview.href}>{menu.overview.label}</OverviewLink>
        <ul aria-label={menu.label}>
          {menu.items.map((item) => (
            <li key={item.href}>
              <MenuLink to={item.href}>{item.label}</MenuLink>
            </li>
          ))}
        </ul>
      </Panel>
    </Wrapper>
  );
}
