import styled from 'styled-components';
import { AboutIntro } from './AboutTexts';

export const Prose = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 46rem;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[8]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    margin-bottom: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.indigo900};
  }
`;

/** The intro and Our Story. */
export function AboutSections({ texts: { about, story } }: { texts: { about: string; story: string } }) {
  return (
    <>
      <Section aria-labelledby="about-intro-title">
        <h2 id="about-intro-title">About Adire</h2>
        <Prose>
          <AboutIntro text={about} />
        </Prose>
      </Section>
      <Section aria-labelledby="our-story-title">
        <h2 id="our-story-title">Our Story</h2>
        <Prose>
          <AboutIntro text={story} />
        </Prose>
      </Section>
    </>
  );
}
