import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { LeadCard_lead$key } from '../../__generated__/LeadCard_lead.graphql';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { TrashIcon } from '../kit/icons';
import { DeleteActionButton } from '../kit/RecordActionButtons';
import { LeadStatusSelect } from '../kit/LeadStatusSelect';
import { LeadContactActions } from './LeadContactActions';
import { LeadDetails } from './LeadDetails';
import { LeadPriorityBadge } from './LeadPriorityBadge';
import { useDeleteLeadMutation } from './useDeleteLeadMutation';
import { lowerConnectionTotal } from '../kit/form/lowerConnectionTotal';
import { StudioCard } from '../kit/surfaces';

const leadCardFragment = graphql`
  fragment LeadCard_lead on Lead {
    id
    customerName
    customerEmail
    customerPhone
    source
    leadType
    status
    priority
    estimatedValue
    notes
    createdAt
    contactedAt
    qualifiedAt
    convertedAt
    brand {
      id
      name
    }
  }
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

const Notes = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.ochre};
  background: ${({ theme }) => theme.colors.ivory};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  white-space: pre-line;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const STATUS_MESSAGES = { updated: 'Lead status updated successfully', failed: 'Failed to update lead status' };

interface LeadCardProps {
  lead: LeadCard_lead$key;
  /** The connection the card is listed in, so a deletion takes it out. */
  connectionId: string;
  onStatusUpdated: () => void;
  onDeleted: () => void;
}

/** One lead: the customer, the details, the status select and the card's actions. */
export function LeadCard({ lead: leadKey, connectionId, onStatusUpdated, onDeleted }: LeadCardProps) {
  const lead = useFragment(leadCardFragment, leadKey);
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const { run: runDelete, busy: deleting } = useDeleteLeadMutation();

  // The card leaves the list it was shown in, total included.
  const confirmDelete = () =>
    void runDelete(
      { id: lead.id, connections: [connectionId] },
      { updater: lowerConnectionTotal(connectionId), onDone: onDeleted, onFailed: () => setConfirming(false) },
    );

  return (
    <StudioCard aria-labelledby={headingId}>
      <Top>
        <h3 id={headingId}>{lead.customerName}</h3>
        <LeadPriorityBadge priority={lead.priority} />
      </Top>
      <LeadDetails lead={lead} />
      {lead.notes ? <Notes>{lead.notes}</Notes> : null}
      <Bottom>
        <LeadStatusSelect
          leadId={lead.id}
          status={lead.status}
          customerName={lead.customerName}
          messages={STATUS_MESSAGES}
          onUpdated={onStatusUpdated}
        />
        <Actions>
          <LeadContactActions customerName={lead.customerName} email={lead.customerEmail} />
          <DeleteActionButton
            type="button"
            aria-label={`Delete lead for ${lead.customerName}`}
            onClick={() => setConfirming(true)}
          >
            <TrashIcon />
            Delete
          </DeleteActionButton>
        </Actions>
      </Bottom>
      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete Lead"
          message={`Are you sure you want to delete the lead for ${lead.customerName}? This action cannot be undone.`}
          deleting={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={confirmDelete}
        />
      ) : null}
    </StudioCard>
  );
}
