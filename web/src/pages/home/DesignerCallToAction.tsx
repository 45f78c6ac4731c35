import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { Eyebrow } from '../../components/Eyebrow';

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.ivoryDeep};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  max-width: 36rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export function DesignerCallToAction() {
  return (
    <Band aria-labelledby="designer-cta-title">
      <Inner>
        <div>
          <Eyebrow>For designers</Eyebrow>
          <h2 id="designer-cta-title">Show your work to clients who are looking for it.</h2>
          <Lead>
            Adire is curated and free to join. Apply with your label, and we'll be in touch to set up your studio.
          </Lead>
        </div>
        <Actions>
          <ButtonLink to="/join">Join as a Designer</ButtonLink>
          <ButtonLink to="/directory" $variant="secondary">
            Browse the Directory
          </ButtonLink>
        </Actions>
      </Inner>
    </Band>
  );
}
