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
  p {
    max-width: 30rem;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

export function BrandNotFound() {
  return (
    <Wrapper>
      <title>Brand Not Found — Adire</title>
      <h1>Brand Not Found</h1>
      <p>This designer may have left Adire, or the link may be mistyped.</p>
      <ButtonLink to="/directory">Back to Directory</ButtonLink>
    </Wrapper>
  );
}
