import styled from 'styled-components';

const Bar = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space[5]};
  z-index: ${({ theme }) => theme.zIndices.spinner};
  transform: translateX(-50%);
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.indigo900};
  color: ${({ theme }) => theme.colors.ivory};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/** Replaces the full-screen spinner once a page takes too long, so the current page stays usable. */
export function SlowNavigationNotice() {
  return (
    <Bar role="status" aria-live="polite">
      Still loading the next page… Press Escape to stay here.
    </Bar>
  );
}
