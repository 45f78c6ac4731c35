import { useId } from 'react';
import styled from 'styled-components';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    min-width: 2.75rem;
    padding: 0.4rem 0.8rem;
    border: 1px solid ${({ theme }) => theme.colors.lineStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.paper};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

function OptionList({ title, values }: { title: string; values: readonly string[] }) {
  const id = useId();
  if (!values.length) return null;
  return (
    <Group>
      <h2 id={id}>{title}</h2>
      <Chips aria-labelledby={id}>
        {values.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </Chips>
    </Group>
  );
}

/**
 * The sizes and colours the piece comes in. They are shown, not chosen here: the order forms start
 * on the first of each and are where the customer picks.
 */
export function ProductOptions({ sizes, colors }: { sizes: readonly string[]; colors: readonly string[] }) {
  if (!sizes.length && !colors.length) return null;
  return (
    <Options data-testid="product-options">
      <OptionList title="Sizes" values={sizes} />
      <OptionList title="Colours" values={colors} />
    </Options>
  );
}
