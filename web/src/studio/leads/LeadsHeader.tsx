import styled from 'styled-components';
import type { Viewer } from '../../auth/AuthViewer';
import { Badge } from '../../components/Badge';
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

const ViewBadge = styled(Badge)`
  margin-left: ${({ theme }) => theme.space[2]};
  vertical-align: middle;
`;

/** The title, whose leads these are, and the Refresh button. */
export function LeadsHeader({ viewer, onRefresh }: { viewer: Viewer; onRefresh: () => void }) {
  const seesEverything = viewer.role === 'super_admin';
  const lead = seesEverything ? (
    <>
      Manage all leads across the platform
      <ViewBadge>Super Admin View - All Leads</ViewBadge>
    </>
  ) : (
    'Manage leads for your brands'
  );
  return (
    <Top>
      <StudioPageHeader eyebrow="Leads & Conversions" title="Studio Leads" lead={lead} />
      <Button $variant="secondary" onClick={onRefresh}>
        <RefreshIcon />
        Refresh
      </Button>
    </Top>
  );
}
