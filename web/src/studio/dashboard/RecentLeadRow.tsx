import { graphql, useFragment } from 'react-relay';
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

const STATUS_MESSAGES = { updated: LEAD_UPDATED, failed: LEAD_UPDATE_FAILED };

/** One lead in the recent leads table. */
export function RecentLeadRow({ lead, onStatusSaved }: { lead: RecentLeadRow_lead$key; onStatusSaved: () => void }) {
  const row = useFragment(recentLeadRowFragment, lead);
  return (
    <tr>
      <th scope="row">{row.customerName}</th>
      <td>
        <a href={`mailto:${row.customerEmail}`}>{row.customerEmail}</a>
      </td>
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
