import styled from 'styled-components';
import { FormSection as StudioFormSection } from '../kit/formSections';

/** One titled part of the product form (a fieldset, so its legend names the fields in it), a little roomier. */
export const FormSection = styled(StudioFormSection)`
  gap: ${({ theme }) => theme.space[5]};
`;

/** Two fields side by side from tablet width, stacked on a phone. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A row of checkboxes that wraps. */
export const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
`;

/** A notice inside the form (the currency mismatch), read out as it appears. */
export const InlineAlert = styled.p`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.terracottaLight};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.terracottaDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
