import styled, { css } from 'styled-components';
import { controlChrome } from '../form/inputStyles';

/** Text inputs and selects of a filter bar. */
export const fieldStyles = css`
  height: 2.9rem;
  padding: 0 0.9rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${controlChrome}
`;

/** A filter bar's select: the field with a chevron instead of the browser's arrow. */
export const selectStyles = css`
  ${fieldStyles}
  width: 100%;
  padding-right: 2.4rem;
  appearance: none;
  cursor: pointer;
  /* The chevron is drawn inline so nothing loads from elsewhere. */
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%232b3a7a' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 0.8rem center;
  background-size: 1rem;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
