import type { LeadCard_lead$data } from '../../__generated__/LeadCard_lead.graphql';
import { formatDate, formatOptionalPounds } from '../kit/format';
import { LEAD_TYPE_LABELS, SOURCE_LABELS } from '../kit/leadVocabulary';
import { labelOf } from '../kit/vocabulary';
import { FactGrid } from '../kit/FactGrid';

function DateRow({ term, value }: { term: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <time dateTime={value}>{formatDate(value)}</time>
      </dd>
    </div>
  );
}

/** How to reach the customer, how they came, what the lead may be worth and when it moved. */
export function LeadDetails({ lead }: { lead: LeadCard_lead$data }) {
  const value = formatOptionalPounds(lead.estimatedValue);
  return (
    <FactGrid>
      <div>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${lead.customerEmail}`}>{lead.customerEmail}</a>
        </dd>
      </div>
      {lead.customerPhone ? (
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${lead.customerPhone.replace(/\s+/g, '')}`}>{lead.customerPhone}</a>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Brand</dt>
        <dd>{lead.brand?.name ?? 'Unknown Brand'}</dd>
      </div>
      <div>
        <dt>Source</dt>
        <dd>{labelOf(SOURCE_LABELS, lead.source)}</dd>
      </div>
      <div>
        <dt>Lead type</dt>
        <dd>{labelOf(LEAD_TYPE_LABELS, lead.leadType)}</dd>
      </div>
      <div>
        <dt>Estimated value</dt>
        <dd>{value ?? 'Not estimated'}</dd>
      </div>
      <DateRow term="Created" value={lead.createdAt} />
      <DateRow term="Contacted" value={lead.contactedAt} />
      <DateRow term="Qualified" value={lead.qualifiedAt} />
      <DateRow term="Converted" value={lead.convertedAt} />
    </FactGrid>
  );
}
