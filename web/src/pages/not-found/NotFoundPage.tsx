import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { Eyebrow } from '../../components/Eyebrow';

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

const Lead = styled.p`
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function NotFoundPage() {
  return (
    <Wrapper>
      <title>Page not found — Adire</title>
      <Eyebrow>404</Eyebrow>
      <h1>Page not found</h1>
      <Lead>The page you were looking for has moved or never existed.</Lead>
      <ButtonLink to="/directory">Explore Designers</ButtonLink>
    </Wrapper>
  );
}
