import { Link } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { Eyebrow } from '../../components/Eyebrow';
import { FaqSection } from '../../components/faq/FaqSection';
import { JsonLd } from '../../components/seo/JsonLd';
import { breadcrumbJsonLd } from '../../components/seo/structuredData';
import { CLIENT_STEPS, DESIGNER_STEPS, FEATURES, PLATFORM_CLAIMS } from './howItWorksContent';
import { RevealSection } from './RevealSection';

const Hero = styled(RevealSection)`
  background: ${({ theme }) => theme.colors.indigo900};
  color: ${({ theme }) => theme.colors.ivory};
  h1 {
    color: ${({ theme }) => theme.colors.ivory};
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
  ${Eyebrow} {
    color: ${({ theme }) => theme.colors.ochre};
  }
  p {
    max-width: 40rem;
    margin-top: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Claims = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[7]};
  margin: ${({ theme }) => `${theme.space[6]} 0 0`};
  div {
    display: grid;
  }
  dt {
    order: 2;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
  dd {
    order: 1;
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    color: ${({ theme }) => theme.colors.ochre};
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  margin-bottom: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.indigo900};
`;

const Cards = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
  li {
    padding: ${({ theme }) => theme.space[5]};
    background: ${({ theme }) => theme.colors.paper};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Tinted = styled(RevealSection)`
  background: ${({ theme }) => theme.colors.ivoryDeep};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.indigo800};
  font-weight: 600;
`;

const MoreQuestions = styled.p`
  margin-top: ${({ theme }) => theme.space[5]};
`;

function StepCards({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <Cards>
      {steps.map((s) => (
        <li key={s.title}>
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </li>
      ))}
    </Cards>
  );
}

/**
 * /how-it-works: how shoppers and designers use Adire; sections fade in as they scroll into view. Its
 * questions are the active FAQ entries placed on this page or on every page.
 */
export function HowItWorksPage() {
  return (
    <>
      <title>How It Works — Adire</title>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'How It Works', path: '/how-it-works' },
        ])}
      />
      <Hero id="hero" labelledBy="hiw-hero-title">
        <Container>
          <Eyebrow>How it works</Eyebrow>
          <h1 id="hiw-hero-title">Where African designers meet their clients</h1>
          <p>
            Adire brings together the continent's most exciting independent designers and the people who love their
            work.
          </p>
          <Claims>
            {PLATFORM_CLAIMS.map((c) => (
              <div key={c.label}>
                <dt>{c.label}</dt>
                <dd>{c.figure}</dd>
              </div>
            ))}
          </Claims>
        </Container>
      </Hero>
      <RevealSection id="clients" labelledBy="hiw-clients-title">
        <Container>
          <Heading id="hiw-clients-title">For clients</Heading>
          <StepCards steps={CLIENT_STEPS} />
          <ButtonLink to="/directory">Explore Designers</ButtonLink>
        </Container>
      </RevealSection>
      <Tinted id="curated" labelledBy="hiw-curated-title">
        <Container>
          <Heading id="hiw-curated-title">Curated, not crowded</Heading>
          <p>
            Every brand on Adire is reviewed by our team. We look for original design, honest making and a clear point
            of view. <TextLink to="/about">Read our story</TextLink>.
          </p>
        </Container>
      </Tinted>
      <RevealSection id="designers" labelledBy="hiw-designers-title">
        <Container>
          <Heading id="hiw-designers-title">For designers</Heading>
          <StepCards steps={DESIGNER_STEPS} />
          <ButtonLink $variant="secondary" to="/join">
            Apply to Join
          </ButtonLink>
        </Container>
      </RevealSection>
      <Tinted id="features" labelledBy="hiw-features-title">
        <Container>
          <Heading id="hiw-features-title">What you get</Heading>
          <StepCards steps={FEATURES} />
        </Container>
      </Tinted>
      <RevealSection id="faq" labelledBy="hiw-faq-title">
        <Container>
          <Heading id="hiw-faq-title">Questions</Heading>
          <FaqSection pageLocation="how_it_works" structuredData />
          <MoreQuestions>
            <TextLink to="/faq">See all FAQs</TextLink>
          </MoreQuestions>
        </Container>
      </RevealSection>
      <Tinted id="cta" labelledBy="hiw-cta-title">
        <Container>
          <Heading id="hiw-cta-title">Ready to begin?</Heading>
          <Actions>
            <ButtonLink to="/directory">Explore Designers</ButtonLink>
            <ButtonLink $variant="accent" to="/join">
              Join as a Designer
            </ButtonLink>
          </Actions>
        </Container>
      </Tinted>
    </>
  );
}
