import styled, { css, keyframes } from 'styled-components';
import { CloseIcon } from '../icons';
import type { ToastMessage } from './ToastContext';

const slideIn = keyframes`from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; }`;

const Region = styled.div`
  position: fixed;
  top: calc(${({ theme }) => theme.layout.headerHeight} + 0.75rem);
  right: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  justify-content: flex-end;
  pointer-events: none;

  ${({ theme }) => theme.media.sm} {
    left: auto;
  }
`;

const toneAccent = {
  info: css`
    border-left-color: ${({ theme }) => theme.colors.indigo600};
  `,
  success: css`
    border-left-color: ${({ theme }) => theme.colors.success};
  `,
  error: css`
    border-left-color: ${({ theme }) => theme.colors.danger};
  `,
};

const Toast = styled.div<{ $tone: ToastMessage['tone'] }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: min(100%, 24rem);
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[4]} ${theme.space[5]}`};
  background: ${({ theme }) => theme.colors.indigo950};
  color: ${({ theme }) => theme.colors.ivory};
  border-left: 4px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  pointer-events: auto;
  animation: ${slideIn} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  ${({ $tone }) => toneAccent[$tone]}

  p {
    flex: 1;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Dismiss = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  margin: -0.2rem -0.3rem 0 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;

  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

/** The live region stays mounted so screen readers announce each new message. */
export function ToastRegion({ toast, onDismiss }: { toast: ToastMessage | null; onDismiss: () => void }) {
  return (
    <Region role="status" aria-live="polite" aria-atomic="true">
      {toast ? (
        <Toast key={toast.id} $tone={toast.tone}>
          <p>{toast.message}</p>
          <Dismiss type="button" aria-label="Dismiss notification" onClick={onDismiss}>
            <CloseIcon />
          </Dismiss>
        </Toast>
      ) : null}
    </Region>
  );
}
