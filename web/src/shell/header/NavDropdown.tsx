import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '../../components/icons';
import { HeaderTextLink } from './HeaderTextLink';
import { DropdownWrapper, MenuLink, MenuToggle, Panel } from './navDropdownParts';
import type { NavMenu } from './navigation';
import { CategoryIcon } from './CategoryIcon';

/**
 * A header menu: its label links to the menu's landing page, and the chevron beside it is a
 * disclosure button (aria-expanded) for the menu's links. ArrowDown/ArrowUp on the chevron open the
 * menu at its first/last link, arrows and Home/End move between links, Escape closes it and returns
 * focus to the chevron, and leaving the menu with Tab closes it. A mouse hovering the label, the
 * chevron or the menu keeps it open.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A click right after hovering open should not toggle the menu shut again.
  const openedByHover = useRef(false);

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
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
    if (restoreFocus) toggleRef.current?.focus();
  };

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
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
    <DropdownWrapper
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
      <HeaderTextLink to={menu.overview.href} onClick={() => close({ restoreFocus: false })}>
        {menu.label}
      </HeaderTextLink>
      <MenuToggle
        ref={toggleRef}
        type="button"
        aria-label={`${menu.label} menu`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        onKeyDown={onToggleKeyDown}
      >
        <ChevronDownIcon />
      </MenuToggle>
      <Panel
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        onClick={() => close({ restoreFocus: false })}
      >
        <ul aria-label={menu.label}>
          {menu.items.map((item) => (
            <li key={item.href}>
              <MenuLink to={item.href}>
                {item.icon ? <CategoryIcon name={item.icon} /> : null}
                {item.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </Panel>
    </DropdownWrapper>
  );
}
