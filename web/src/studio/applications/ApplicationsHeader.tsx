import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';

export const APPLICATIONS_TITLE = 'Applications';
export const APPLICATIONS_LEAD = 'Review the designers who asked to join: start a review, then accept or reject.';

/** The title and, for those who may review, the Refresh button. */
export function ApplicationsHeader({ onRefresh }: { onRefresh?: () => void }) {
  return (
    <StudioHeaderRow>
      <StudioPageHeader eyebrow="Community" title={APPLICATIONS_TITLE} lead={APPLICATIONS_LEAD} />
      {onRefresh ? (
        <Button $variant="secondary" onClick={onRefresh}>
          <RefreshIcon />
          Refresh
        </Button>
      ) : null}
    </StudioHeaderRow>
  );
}
