import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { useBodyScrollLock } from '../hooks/useBodyScrollLock';
import { CloseButton } from './CloseButton';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: rgba(15, 20, 48, 0.55);
  backdrop-filter: blur(2px);
  animation: ${fadeIn} ${({ theme }) => theme.motion.base} ease-out;
`;

const Panel = styled.div`
  position: relative;
  width: min(100%, 30rem);
  max-height: calc(100vh - 2rem);
  /* A phone's visible height, without the part its address bar covers. */
  max-height: calc(100dvh - 2rem);
  overflow: auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.paper};
  border-top: 4px solid ${({ theme }) => theme.colors.indigo800};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${rise} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} ${theme.space[5]}`};
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  padding-right: 2.5rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Close = styled(CloseButton)`
  right: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.inkSoft};

  &:hover {
    background: ${({ theme }) => theme.colors.ivoryDeep};
  }
`;

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves inside and stays there, Escape or the backdrop closes it, and focus
 * returns to the control that opened it. Render it only while open.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, true, onClose);
  useBodyScrollLock(true);

  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Title id={titleId}>{title}</Title>
        {children}
        <Close label="Close" onClick={onClose} />
      </Panel>
    </Backdrop>,
    document.body,
  );
}
