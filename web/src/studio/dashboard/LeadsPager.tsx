import styled from 'styled-components';
import { Button } from '../../components/Button';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Progress = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

// aria-disabled rather than disabled, so a button keeps keyboard focus on the first or last page.
const PageButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

interface LeadsPagerProps {
  summary: string;
  pageNumber: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  loadingNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and Next under the recent leads, with a polite line saying which leads are shown. */
export function LeadsPager({
  summary,
  pageNumber,
  pageCount,
  hasPrevious,
  hasNext,
  loadingNext,
  onPrevious,
  onNext,
}: LeadsPagerProps) {
  return (
    <Pager aria-label="Recent leads pages">
      <PageButton
        $variant="secondary"
        $size="sm"
        aria-disabled={!hasPrevious}
        onClick={hasPrevious ? onPrevious : undefined}
      >
        <ArrowLeftIcon />
        Previous
      </PageButton>
      <Progress role="status">
        {loadingNext ? 'Loading more leads…' : `${summary} · Page ${pageNumber} of ${pageCount}`}
      </Progress>
      <PageButton
        $variant="secondary"
        $size="sm"
        aria-disabled={!hasNext || loadingNext}
        aria-busy={loadingNext}
        onClick={hasNext && !loadingNext ? onNext : undefined}
      >
        Next
        <ArrowRightIcon />
      </PageButton>
    </Pager>
  );
}
