import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { RecentLeadRow_lead$key } from '../../__generated__/RecentLeadRow_lead.graphql';
import { brandNameOrUnknown, formatDate, formatVocabulary } from '../kit/format';
import { LeadStatusSelect } from '../kit/LeadStatusSelect';
import { LEAD_UPDATE_FAILED, LEAD_UPDATED } from './dashboardErrors';

const recentLeadRowFragment = graphql`
  fragment RecentLeadRow_lead on Lead {
    id
    customerName
    customerEmail
    source
    leadType
    status
    createdAt
    brand {
      name
    }
  }
`;

const CustomerName = styled.span`
  display: block;
  min-width: 7rem;
`;

/* The address under the name: cut short with an ellipsis when longer than the column (its title shows it whole). */
const Email = styled.a`
  display: block;
  max-width: min(15rem, 45vw);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const STATUS_MESSAGES = { updated: LEAD_UPDATED, failed: LEAD_UPDATE_FAILED };

/** One lead in the recent leads table. */
export function RecentLeadRow({ lead, onStatusSaved }: { lead: RecentLeadRow_lead$key; onStatusSaved: () => void }) {
  const row = useFragment(recentLeadRowFragment, lead);
  return (
    <tr>
      <th scope="row">
        <CustomerName>{row.customerName}</CustomerName>
        <Email href={`mailto:${row.customerEmail}`} title={row.customerEmail}>
          {row.customerEmail}
        </Email>
      </th>
      <td>{brandNameOrUnknown(row.brand?.name)}</td>
      <td>{formatVocabulary(row.source)}</td>
      <td>{formatVocabulary(row.leadType)}</td>
      <td>
        <LeadStatusSelect
          compact
          leadId={row.id}
          status={row.status}
          customerName={row.customerName}
          messages={STATUS_MESSAGES}
          onUpdated={onStatusSaved}
        />
      </td>
      <td>
        <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
      </td>
    </tr>
  );
}
