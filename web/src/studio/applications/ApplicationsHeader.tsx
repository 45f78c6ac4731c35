import styled from 'styled-components';
import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import { StudioPageHeader } from '../kit/StudioPageHeader';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  > header {
    flex: 1 1 24rem;
    margin-bottom: 0;
  }
`;

export const APPLICATIONS_TITLE = 'Applications';
export const APPLICATIONS_LEAD = 'Review the designers who asked to join: start a review, then accept or reject.';

/** The title and, for those who may review, the Refresh button. */
export function ApplicationsHeader({ onRefresh }: { onRefresh?: () => void }) {
  return (
    <Top>
      <StudioPageHeader eyebrow="Community" title={APPLICATIONS_TITLE} lead={APPLICATIONS_LEAD} />
      {onRefresh ? (
        <Button $variant="secondary" onClick={onRefresh}>
          <RefreshIcon />
          Refresh
        </Button>
      ) : null}
    </Top>
  );
}
