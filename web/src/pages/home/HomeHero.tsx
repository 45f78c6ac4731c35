import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { ArrowRightIcon } from '../../components/icons';
import { adireMotif } from '../../components/theme';

const Section = styled.section`
  position: relative;
  overflow: hidden;
  min-height: min(92vh, 54rem);
  display: flex;
  align-items: center;
  padding: calc(${({ theme }) => theme.layout.headerHeight} + 3rem) 0 5rem;
  color: ${({ theme }) => theme.colors.ivory};
  background:
    radial-gradient(ellipse at 80% 20%, rgba(201, 139, 44, 0.22), transparent 55%),
    radial-gradient(ellipse at 10% 90%, rgba(180, 83, 58, 0.25), transparent 50%),
    ${({ theme }) => adireMotif(theme.colors.indigo100, 0.09)},
    linear-gradient(160deg, ${({ theme }) => theme.colors.indigo800}, ${({ theme }) => theme.colors.indigo950} 70%);
  background-size: auto, auto, 96px 96px, auto;
`;

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: center;

  ${({ theme }) => theme.media.lg} { grid-template-columns: 1.15fr 0.85fr; }
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 40rem;

  h1 {
    color: ${({ theme }) => theme.colors.ivory};
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: 400;
  }
  h1 em { font-style: italic; color: ${({ theme }) => theme.colors.ochreLight}; }
  p { font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.indigo100}; max-width: 32rem; }
`;

const Kicker = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.28em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.ochre};
  }
`;

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const OutlineLight = styled(ButtonLink)`
  background: transparent;
  color: ${({ theme }) => theme.colors.ivory};
  border-color: rgba(250, 246, 238, 0.6);

  &:hover { background: rgba(250, 246, 238, 0.12); border-color: ${({ theme }) => theme.colors.ivory}; }
`;

/* A stack of dyed-cloth swatches: pure CSS, so nothing loads from elsewhere. */
const Swatches = styled.div`
  position: relative;
  display: none;
  height: 28rem;

  ${({ theme }) => theme.media.lg} { display: block; }
`;

const Swatch = styled.div<{ $rotate: number; $top: string; $left: string; $background: string }>`
  position: absolute;
  top: ${({ $top }) => $top};
  left: ${({ $left }) => $left};
  width: 16rem;
  height: 21rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  transform: rotate(${({ $rotate }) => $rotate}deg);
  box-shadow: 0 30px 60px rgba(5, 8, 24, 0.45);
  background: ${({ $background }) => $background};
  background-size: 64px 64px, auto;
`;

export function HomeHero() {
  return (
    <Section aria-labelledby="home-hero-title">
      <Layout>
        <Copy>
          <Kicker>Emerging African designers</Kicker>
          <h1 id="home-hero-title">
            Fashion dyed in <em>story</em>, cut for today.
          </h1>
          <p>
            Discover independent labels from Lagos, Accra, Nairobi and beyond — ready-to-wear, evening gowns, bridal and
            made-to-measure tailoring, shipped directly from the designer's studio.
          </p>
          <Ctas>
            <ButtonLink to="/directory" $variant="light" $size="lg">
              Explore Designers
              <ArrowRightIcon />
            </ButtonLink>
            <OutlineLight to="/join" $size="lg">
              Join as a Designer
            </OutlineLight>
          </Ctas>
        </Copy>
        <Swatches aria-hidden="true">
          <Swatch $rotate={-8} $top="2rem" $left="6%" $background={`${adireMotif('#f4e3c3', 0.5)}, linear-gradient(150deg, #c98b2c, #8a5a10)`} />
          <Swatch $rotate={5} $top="4rem" $left="34%" $background={`${adireMotif('#e3e6f3', 0.35)}, linear-gradient(150deg, #3d4f98, #161d42)`} />
          <Swatch $rotate={-2} $top="7rem" $left="18%" $background={`${adireMotif('#f4ddd4', 0.4)}, linear-gradient(160deg, #b4533a, #8e3a25)`} />
        </Swatches>
      </Layout>
    </Section>
  );
}
