import styled from 'styled-components';
import { TextField } from '../form/TextField';
import { formatPrice } from '../../lib/formatPrice';
import { FIT_OPTIONS, LENGTH_OPTIONS, SLEEVE_OPTIONS, type SelectOption } from './orderOptions';
import { estimatedTotal } from './orderEstimate';
import type { CustomOrderForm } from './orderForm';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0 0 ${({ theme }) => theme.space[4]};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const labelOf = (options: readonly SelectOption[], value: string) =>
  options.find((o) => o.value === value)?.label ?? '—';

interface ReviewStepProps {
  product: { title: string; price: number | null | undefined; salePrice: number | null | undefined; currency: string };
  form: CustomOrderForm;
  onChange: (patch: Partial<CustomOrderForm>) => void;
}

/** Everything the brand will receive, with a last note and the expected total. */
export function ReviewStep({ product, form, onChange }: ReviewStepProps) {
  const total = estimatedTotal(product, form.quantity, form.specialRequirements);
  const rows: [string, string][] = [
    ['Piece', product.title],
    ['Size', form.size || '—'],
    ['Colour', form.color || '—'],
    ['Quantity', String(form.quantity)],
    ['Fit', labelOf(FIT_OPTIONS, form.fitPreference)],
    ['Length', labelOf(LENGTH_OPTIONS, form.lengthPreference)],
    ['Sleeve', labelOf(SLEEVE_OPTIONS, form.sleevePreference)],
    ['Name', form.delivery.fullName || '—'],
    ['Email', form.delivery.email || '—'],
    ['Estimated total', total == null ? 'Price on request' : formatPrice(total, product.currency)],
  ];
  return (
    <>
      <Summary aria-label="Order summary">
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Summary>
      <TextField
        label="Notes for the designer"
        name="customerNotes"
        value={form.customerNotes}
        onChange={(e) => onChange({ customerNotes: e.target.value })}
      />
    </>
  );
}
