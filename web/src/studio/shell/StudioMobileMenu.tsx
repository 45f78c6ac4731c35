import { useEffect, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '../../components/icons';
import { breakpoints } from '../../components/theme/tokens';
import { useBodyScrollLock } from '../../hooks/useBodyScrollLock';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { StudioSidebarContent } from './StudioSidebarContent';

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: rgba(15, 20, 48, 0.55);
`;

const Panel = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.overlay + 1};
  width: min(86%, 18rem);
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.indigo950};
  animation: ${slideIn} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[3]};
  display: grid;
  place-items: center;
  width: 2.4rem;
  height: 2.4rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.indigo100};

  &:hover { background: rgba(255, 255, 255, 0.1); }
`;

/** The studio navigation as a slide-in panel on small screens: traps focus, closes at desktop widths. */
export function StudioMobileMenu({ onClose }: { onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const isDesktop = useMediaQuery(`(min-width: ${breakpoints.lg}px)`);
  useFocusTrap(panelRef, true, onClose);
  useBodyScrollLock(true);

  useEffect(() => {
    if (isDesktop) onClose();
  }, [isDesktop, onClose]);

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return createPortal(
    <>
      <Backdrop onClick={onClose} />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label="Studio menu" onClick={closeOnLink}>
        <StudioSidebarContent />
        <CloseButton type="button" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </CloseButton>
      </Panel>
    </>,
    document.body,
  );
}
