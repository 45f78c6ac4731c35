import {
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

export type DropdownMenuItem = { label: string; icon?: ReactNode } & ({ href: string } | { onSelect: () => void });

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

interface DropdownMenuProps {
  /** What the trigger shows (its accessible name unless `triggerLabel` is given). */
  trigger: ReactNode;
  triggerLabel?: string;
  items: readonly DropdownMenuItem[];
  /** The styled button to use as trigger. */
  Trigger: ComponentType<TriggerProps>;
  /** Which edge of the trigger the panel lines up with, and whether it opens upwards. */
  align?: 'start' | 'end';
  opensUpward?: boolean;
}

const Wrapper = styled.div`
  position: relative;
`;

const Panel = styled.div<{ $align: 'start' | 'end'; $upward: boolean }>`
  position: absolute;
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  ${({ $upward }) => ($upward ? 'bottom: calc(100% + 0.5rem);' : 'top: calc(100% + 0.5rem);')}
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 13rem;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: 0.6rem 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  text-decoration: none;
  text-transform: none;
  letter-spacing: normal;

  svg {
    width: 1.1rem;
    height: 1.1rem;
    flex: none;
  }

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.indigo50};
    color: ${({ theme }) => theme.colors.indigo900};
  }
`;

const ItemLink = styled(Link)`
  ${itemStyles}
`;

const ItemButton = styled.button`
  ${itemStyles}
`;

/**
 * A button that discloses a short list of links and actions. ArrowDown/ArrowUp open it on the
 * first/last item, arrows and Home/End move, Escape closes it and returns focus to the trigger,
 * and leaving it with Tab or a click elsewhere closes it.
 */
export function DropdownMenu({
  trigger,
  triggerLabel,
  items,
  Trigger,
  align = 'end',
  opensUpward = false,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const entries = () => Array.from(wrapperRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
  const focusEntry = (index: number) => {
    const all = entries();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusEntry(index));
  };
  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = entries().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusEntry(moves[event.key]);
    }
  };

  const onWrapperKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Wrapper ref={wrapperRef} onKeyDown={onWrapperKeyDown} onBlur={onBlur}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </Trigger>
      <Panel id={panelId} hidden={!open} $align={align} $upward={opensUpward} onKeyDown={onPanelKeyDown}>
        <ul>
          {items.map((item) => (
            <li key={item.label}>
              {'href' in item ? (
                <ItemLink to={item.href} data-menu-item onClick={() => close(false)}>
                  {item.icon}
                  {item.label}
                </ItemLink>
              ) : (
                <ItemButton
                  type="button"
                  data-menu-item
                  onClick={() => {
                    close(false);
                    item.onSelect();
                  }}
                >
                  {item.icon}
                  {item.label}
                </ItemButton>
              )}
            </li>
          ))}
        </ul>
      </Panel>
    </Wrapper>
  );
}
