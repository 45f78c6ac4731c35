import styled, { keyframes } from 'styled-components';
import type { Layout } from '../../components/LayoutToggle';
import { TailorGrid } from './TailorGrid';

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Placeholder = styled.li`
  height: 18rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ivoryDeep};
  animation: ${shimmer} 900ms ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Six grey cards while the tailors load. */
export function TailorCardPlaceholders({ layout }: { layout: Layout }) {
  return (
    <TailorGrid $layout={layout} aria-busy="true" aria-label="Loading tailors" data-testid="tailor-placeholders">
      {Array.from({ length: 6 }, (_, i) => (
        <Placeholder key={i} />
      ))}
    </TailorGrid>
  );
}
