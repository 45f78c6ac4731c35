import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';

const Wrapper = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[9]};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

export type ProductProblem = 'Product not found' | 'Brand information not found' | 'Failed to load product information';

/** The product page's error view, with a way back to the directory. */
export function ProductErrorView({ message }: { message: ProductProblem }) {
  return (
    <Wrapper role="alert">
      <title>{`${message} — Adire`}</title>
      <h1>{message}</h1>
      <ButtonLink to="/directory">Back to Directory</ButtonLink>
    </Wrapper>
  );
}
