import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { Eyebrow } from '../../components/Eyebrow';
import { adireMotif } from '../../components/theme';

const Wrapper = styled.section`
  padding-block: ${({ theme }) => theme.space[9]};
`;

const Card = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;

  h1 { font-size: ${({ theme }) => theme.fontSizes['4xl']}; }
`;

const Lead = styled.p`
  max-width: 34rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Cloth = styled.div`
  width: 7rem;
  height: 7rem;
  margin-bottom: ${({ theme }) => theme.space[3]};
  border-radius: 50%;
  background: ${({ theme }) => adireMotif(theme.colors.ivory, 0.55)}, ${({ theme }) => theme.colors.indigo800};
  background-size: 36px 36px, auto;
  box-shadow: 0 0 0 8px ${({ theme }) => theme.colors.ivoryDeep};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** Placeholder for pages that are not open yet; it points visitors to the directory. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Wrapper aria-labelledby="coming-soon-title">
      <title>{`${title} — Adire`}</title>
      <Card>
        <Cloth aria-hidden="true" />
        <Eyebrow>Coming soon</Eyebrow>
        <h1 id="coming-soon-title">{title}</h1>
        <Lead>We're putting the finishing touches to this page. In the meantime, the directory has every designer on Adire.</Lead>
        <Actions>
          <ButtonLink to="/directory">Explore Designers</ButtonLink>
          <ButtonLink to="/" $variant="secondary">
            Back to Home
          </ButtonLink>
        </Actions>
      </Card>
    </Wrapper>
  );
}
