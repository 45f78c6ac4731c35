import type { Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[5]};
  text-align: center;
  background: ${({ theme }) => theme.colors.paper};
  border: 1px dashed ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  p { max-width: 30rem; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

interface LeadsEmptyStateProps {
  /** Whether filters are set: then they are what hides the leads. */
  filtered: boolean;
  onResetFilters: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function LeadsEmptyState({ filtered, onResetFilters, headingRef }: LeadsEmptyStateProps) {
  if (filtered) {
    return (
      <Wrapper>
        <h3 ref={headingRef} tabIndex={-1}>No leads match your filters</h3>
        <p>Try adjusting your search criteria or filters.</p>
        <Button $variant="secondary" onClick={onResetFilters}>
          Reset filters
        </Button>
      </Wrapper>
    );
  }
  return (
    <Wrapper>
      <h3 ref={headingRef} tabIndex={-1}>No leads yet</h3>
      <p>When customers contact brands or submit orders, leads will appear here.</p>
    </Wrapper>
  );
}
