import { Suspense } from 'react';
import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Eyebrow } from '../../components/Eyebrow';
import { adireMotif } from '../../components/theme';
import { LoadFailure } from '../../components/LoadFailure';
import { FeaturedTailors } from './FeaturedTailors';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const STEPS = [
  { title: 'Choose Your Tailor', text: 'Browse verified tailors and pick the one whose work speaks to you.' },
  { title: 'Share Your Vision', text: 'Tell them about the occasion, the fabric and the look you have in mind.' },
  { title: 'Get Measured', text: 'Send your measurements or book a fitting with the studio.' },
  { title: 'Receive Your Creation', text: 'Your piece is made by hand and delivered straight from the studio.' },
];

const REASONS = [
  { title: 'Perfect Fit', text: 'Cut to your measurements, not a size chart.' },
  { title: 'Unique Design', text: 'A piece made once, for you.' },
  { title: 'Premium Quality', text: 'Hand-finished by experienced African tailors.' },
];

const QUESTIONS = [
  'You have an occasion coming up and nothing off the rack feels right.',
  'You have a picture in your head, or on your phone, of exactly what you want.',
  'You want clothes that fit your body, not a size chart.',
];

const Hero = styled.section`
  padding: ${({ theme }) => theme.space[9]} 0;
  color: ${({ theme }) => theme.colors.ivory};
  background:
    ${({ theme }) => adireMotif(theme.colors.indigo100, 0.1)},
    linear-gradient(160deg, ${({ theme }) => theme.colors.indigo800}, ${({ theme }) => theme.colors.indigo950});
  background-size:
    96px 96px,
    auto;

  h1 {
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: 400;
    max-width: 40rem;
  }
  p {
    max-width: 36rem;
    margin-block: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.indigo100};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const OutlineLight = styled(ButtonLink)`
  background: transparent;
  color: ${({ theme }) => theme.colors.ivory};
  border-color: rgba(250, 246, 238, 0.6);

  &:hover {
    background: rgba(250, 246, 238, 0.12);
    border-color: ${({ theme }) => theme.colors.ivory};
  }
`;

const Claims = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[6]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  list-style: none;

  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.ochre};
  }
`;

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space[8]};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Cards = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
  li {
    padding: ${({ theme }) => theme.space[5]};
    background: ${({ theme }) => theme.colors.paper};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** /tailored: the tailoring landing page. */
export function TailoredPage() {
  return (
    <>
      <title>Tailored — Adire</title>
      <Hero>
        <Container>
          <Eyebrow>Tailored</Eyebrow>
          <h1>Clothes made for you, by Africa's best tailors</h1>
          <p>
            Bridal, custom design, made-to-measure and alterations from verified tailors who work with you from the
            first sketch to the final fitting.
          </p>
          <Actions>
            <ButtonAnchor href="#questions" $variant="light">
              Yes, Let's Create!
            </ButtonAnchor>
            <OutlineLight to="/tailors">Browse Tailors</OutlineLight>
          </Actions>
          <Claims>
            <li>
              <strong>50+ Verified Tailors</strong>
            </li>
            <li>
              <strong>1000+ Happy Clients</strong>
            </li>
          </Claims>
        </Container>
      </Hero>
      <Container>
        <Section aria-labelledby="featured-tailors-title">
          <h2 id="featured-tailors-title">Featured Tailors</h2>
          <ErrorBoundary fallback={() => <LoadFailure title="Failed to load tailor information" />}>
            <Suspense fallback={<LoadingIndicator label="Loading tailors" />}>
              <FeaturedTailors />
            </Suspense>
          </ErrorBoundary>
        </Section>
        <Section id="questions" aria-labelledby="questions-title">
          <h2 id="questions-title">Does This Sound Like You?</h2>
          <Cards as="ul">
            {QUESTIONS.map((question) => (
              <li key={question}>
                <p>{question}</p>
              </li>
            ))}
          </Cards>
        </Section>
        <Section aria-labelledby="how-title">
          <h2 id="how-title">How It Works</h2>
          <Cards>
            {STEPS.map((step, index) => (
              <li key={step.title}>
                <h3>
                  {index + 1}. {step.title}
                </h3>
                <p>{step.text}</p>
              </li>
            ))}
          </Cards>
        </Section>
        <Section aria-labelledby="why-title">
          <h2 id="why-title">Why Choose Tailored?</h2>
          <Cards as="ul">
            {REASONS.map((reason) => (
              <li key={reason.title}>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </Cards>
        </Section>
        <Section aria-labelledby="tailored-cta-title">
          <h2 id="tailored-cta-title">Ready to create something made for you?</h2>
          <Actions>
            <ButtonLink to="/tailors">Find Your Tailor</ButtonLink>
            <ButtonLink to="/how-it-works" $variant="secondary">
              How It Works
            </ButtonLink>
          </Actions>
        </Section>
      </Container>
    </>
  );
}
