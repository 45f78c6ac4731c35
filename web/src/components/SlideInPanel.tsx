import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { useBodyScrollLock } from '../hooks/useBodyScrollLock';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { breakpoints } from './theme/tokens';

type Side = 'left' | 'right';

const slideIn = {
  left: keyframes`from { transform: translateX(-100%); } to { transform: none; }`,
  right: keyframes`from { transform: translateX(100%); } to { transform: none; }`,
};

const Backdrop = styled.div<{ $shade: number }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: rgba(15, 20, 48, ${({ $shade }) => $shade});
`;

const Panel = styled.div<{ $side: Side }>`
  position: fixed;
  inset: ${({ $side }) => ($side === 'left' ? '0 auto 0 0' : '0 0 0 auto')};
  z-index: ${({ theme }) => theme.zIndices.overlay + 1};
  overflow-y: auto;
  ${({ $side, theme }) => css`
    animation: ${slideIn[$side]} ${theme.motion.slow} ${theme.motion.easing};
  `}
`;

interface SlideInPanelProps {
  /** The edge of the screen it slides in from. */
  side: Side;
  /** How dark the backdrop is, from 0 to 1. */
  shade: number;
  onClose: () => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Styles the panel (width, padding, colours). */
  className?: string;
  children: ReactNode;
}

/**
 * A modal panel for small screens that slides in from one edge over a backdrop: focus moves inside
 * and stays there, the page behind does not scroll, and Escape, the backdrop, following a link
 * inside or widening the window to desktop size closes it. Render it only while open.
 */
export function SlideInPanel({
  side,
  shade,
  onClose,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  className,
  children,
}: SlideInPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const isDesktop = useMediaQuery(`(min-width: ${breakpoints.lg}px)`);
  useFocusTrap(panelRef, true, onClose);
  useBodyScrollLock(true);

  useEffect(() => {
    if (isDesktop) onClose();
  }, [isDesktop, onClose]);

  // Following any link inside closes the panel.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return createPortal(
    <>
      <Backdrop $shade={shade} onClick={onClose} />
      <Panel
        ref={panelRef}
        className={className}
        $side={side}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        onClick={closeOnLink}
      >
        {children}
      </Panel>
    </>,
    document.body,
  );
}
