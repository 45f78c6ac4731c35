import styled from 'styled-components';
import { Button } from '../../components/Button';
import { QuerySection } from '../kit/QuerySection';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { InboxUnreadCount } from './InboxUnreadCount';

const Actions = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.md} {
    justify-items: end;
  }
`;

interface InboxHeaderProps {
  title: string;
  platformWide: boolean;
  /** Changes when the list reloads, so the count does too. */
  refreshKey: number;
  markingAll: boolean;
  onMarkAll: () => void;
}

/** The title, what the inbox holds for this viewer, the unread count and Mark all as read. */
export function InboxHeader({ title, platformWide, refreshKey, markingAll, onMarkAll }: InboxHeaderProps) {
  const lead = platformWide
    ? 'Contact enquiries, custom orders and brand requests for every brand, and messages to the platform.'
    : 'Contact enquiries, custom orders and brand requests for your brands.';
  return (
    <StudioHeaderRow>
      <StudioPageHeader eyebrow="Community" title={title} lead={lead} />
      <Actions>
        <QuerySection loading={null} error={() => null}>
          {(attemptKey) => <InboxUnreadCount fetchKey={`${refreshKey}.${attemptKey}`} />}
        </QuerySection>
        <Button $variant="secondary" onClick={onMarkAll} disabled={markingAll}>
          {markingAll ? 'Marking…' : 'Mark all as read'}
        </Button>
      </Actions>
    </StudioHeaderRow>
  );
}
