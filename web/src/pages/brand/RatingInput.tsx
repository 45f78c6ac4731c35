import styled from 'styled-components';
import { StarIcon } from '../../components/icons';
import { FieldError } from '../../components/form/FieldParts';

const Group = styled.fieldset`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.4rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const Star = styled.label<{ $on: boolean }>`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  cursor: pointer;
  color: ${({ theme, $on }) => ($on ? theme.colors.ochre : theme.colors.lineStrong)};

  svg {
    width: 1.75rem;
    height: 1.75rem;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.indigo700};
    outline-offset: 2px;
    border-radius: 50%;
  }
`;

/** One to five stars as a radio group. */
export function RatingInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  return (
    <Group disabled={disabled} aria-describedby={error ? 'review-rating-error' : undefined}>
      <legend>Rating</legend>
      <Stars>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} $on={n <= value}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={n === 1 ? '1 star' : `${n} stars`}
            />
            <StarIcon filled={n <= value} aria-hidden="true" />
          </Star>
        ))}
      </Stars>
      {error ? <FieldError id="review-rating-error">{error}</FieldError> : null}
    </Group>
  );
}
