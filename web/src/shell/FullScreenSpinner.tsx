import styled from 'styled-components';
import { Spinner } from '../components/Spinner';
import { VisuallyHidden } from '../components/VisuallyHidden';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.spinner};
  display: grid;
  place-items: center;
  background: rgba(250, 246, 238, 0.72);
  backdrop-filter: blur(1px);
`;

export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Overlay role="status" aria-live="polite">
      <Spinner $size={48} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Overlay>
  );
}
