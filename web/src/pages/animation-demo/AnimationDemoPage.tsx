import styled, { keyframes } from 'styled-components';
import { PageBody } from '../../components/content-page/PageBody';
import { PageHeader } from '../../components/content-page/PageHeader';
import { Spinner } from '../../components/Spinner';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; }`;
const dye = keyframes`0%, 100% { background-position: 0% 50%; } 50% { background-position: 100% 50%; }`;
const pulse = keyframes`0%, 100% { transform: scale(1); } 50% { transform: scale(1.08); }`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[5]};
    background: ${({ theme }) => theme.colors.paper};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Stage = styled.div`
  display: grid;
  place-items: center;
  height: 8rem;
  background: ${({ theme }) => theme.colors.ivoryDeep};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
`;

const Swatch = styled.span`
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.indigo800};
`;

const Fading = styled(Swatch)`
  animation: ${fadeIn} 1.6s ease-in-out infinite alternate;
`;
const Rising = styled(Swatch)`
  animation: ${rise} 1.4s ${({ theme }) => theme.motion.easing} infinite alternate;
`;
const Pulsing = styled(Swatch)`
  background: ${({ theme }) => theme.colors.terracotta};
  animation: ${pulse} 1.8s ease-in-out infinite;
`;
const Dyeing = styled.span`
  width: 100%;
  height: 100%;
  background: linear-gradient(
    120deg,
    ${({ theme }) => `${theme.colors.indigo950}, ${theme.colors.indigo600}, ${theme.colors.indigo300}, ${theme.colors.indigo800}`}
  );
  background-size: 300% 300%;
  animation: ${dye} 6s ease-in-out infinite;
`;

const DEMOS = [
  { title: 'Fade', text: 'Pages and dialogs fade in over 200 ms.', Demo: Fading },
  { title: 'Rise', text: 'Cards and sections rise into place as they are revealed.', Demo: Rising },
  { title: 'Pulse', text: 'A gentle pulse draws attention to a new message.', Demo: Pulsing },
  { title: 'Indigo dye', text: 'A slow gradient recalls cloth dipped in an indigo bath.', Demo: Dyeing },
] as const;

/** /animation-demo: the site's motion vocabulary on one static page. */
export function AnimationDemoPage() {
  return (
    <>
      <title>Animation Demo — Adire</title>
      <PageHeader
        eyebrow="Design"
        title="Animation Demo"
        lead="The motion used across Adire. Animations slow down when your system asks for reduced motion."
      />
      <PageBody>
        <Grid>
          {DEMOS.map(({ title, text, Demo }) => (
            <li key={title}>
              <Stage aria-hidden="true">
                <Demo />
              </Stage>
              <h2>{title}</h2>
              <p>{text}</p>
            </li>
          ))}
          <li>
            <Stage aria-hidden="true">
              <Spinner />
            </Stage>
            <h2>Loading</h2>
            <p>The spinner shown while a page loads.</p>
          </li>
        </Grid>
      </PageBody>
    </>
  );
}
