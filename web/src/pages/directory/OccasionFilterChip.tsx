import styled from 'styled-components';
import { CloseIcon } from '../../components/icons';

const Chip = styled.p`
  display: inline-flex;
  margin-top: ${({ theme }) => theme.space[4]};
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0.3rem 0.4rem 0.3rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.indigo900};
  color: ${({ theme }) => theme.colors.ivory};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  button {
    display: grid;
    place-items: center;
    width: 1.6rem;
    height: 1.6rem;
    border: 0;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.14);
    color: inherit;
  }
  svg {
    width: 0.9rem;
    height: 0.9rem;
  }
`;

/** The occasion filter has no control of its own (it comes from the home page's tiles); this shows and removes it. */
export function OccasionFilterChip({ occasion, onRemove }: { occasion: string; onRemove: () => void }) {
  return (
    <Chip>
      Occasion: {occasion}
      <button type="button" aria-label={`Remove occasion filter ${occasion}`} onClick={onRemove}>
        <CloseIcon />
      </button>
    </Chip>
  );
}
