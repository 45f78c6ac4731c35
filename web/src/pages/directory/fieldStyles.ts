import styled, { css } from 'styled-components';
import { controlChrome } from '../../components/form/inputStyles';

/** Text inputs and selects of the filter bar. */
export const fieldStyles = css`
  height: 2.9rem;
  padding: 0 0.9rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${controlChrome}
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
