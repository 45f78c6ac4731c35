import styled from 'styled-components';
import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The dashboard's Refresh button and a note on the automatic refresh. */
export function DashboardToolbar({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: () => void }) {
  return (
    <Toolbar>
      <Note>Figures and leads refresh every 30 seconds.</Note>
      <Button $variant="secondary" $size="sm" aria-busy={refreshing} onClick={onRefresh}>
        <RefreshIcon />
        Refresh
      </Button>
    </Toolbar>
  );
}
