import styled from 'styled-components';
import type { Viewer } from '../../auth/AuthViewer';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';

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
    <StudioHeaderRow>
      <StudioPageHeader eyebrow="Leads & Conversions" title="Studio Leads" lead={lead} />
      <Button $variant="secondary" onClick={onRefresh}>
        <RefreshIcon />
        Refresh
      </Button>
    </StudioHeaderRow>
  );
}
