import { useId } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { HeroSlideListQuery } from '../../__generated__/HeroSlideListQuery.graphql';
import { ButtonLink } from '../../components/Button';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { CardStack } from '../kit/surfaces';
import { EmptyState } from '../kit/EmptyState';
import { useFocusAfterRemoval } from '../kit/useFocusAfterRemoval';
import { HeroSlideCard } from './HeroSlideCard';
import { heroPaths } from './paths';

export const heroSlideListQuery = graphql`
  query HeroSlideListQuery {
    studioHeroSlides {
      id
      isActive
      ...HeroSlideCard_slide
    }
  }
`;

export const NO_SLIDES = {
  title: 'No hero slides yet',
  message: 'Add a slide to show it at the top of the home page. Until then the home page shows its own welcome slides.',
};

const Summary = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Every slide, active or not, in display order (the order the home page shows the active ones in). */
export function HeroSlideList({ fetchKey }: { fetchKey: string }) {
  const { studioHeroSlides: slides } = useLazyLoadQuery<HeroSlideListQuery>(
    heroSlideListQuery,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  const headingId = useId();
  const { summaryRef, emptyHeadingRef, focusAfterRemoval } = useFocusAfterRemoval(slides.length);

  if (slides.length === 0)
    return (
      <EmptyState
        title={NO_SLIDES.title}
        message={NO_SLIDES.message}
        headingRef={emptyHeadingRef}
        action={<ButtonLink to={heroPaths.new}>New Slide</ButtonLink>}
      />
    );

  const active = slides.filter((slide) => slide.isActive).length;
  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        Slides
      </VisuallyHidden>
      <Summary ref={summaryRef} tabIndex={-1} role="status">
        {plural(slides.length, 'slide', 'slides')}, {active} shown on the home page
      </Summary>
      <CardStack aria-labelledby={headingId}>
        {slides.map((slide) => (
          <li key={slide.id}>
            <HeroSlideCard slide={slide} onDeleted={focusAfterRemoval} />
          </li>
        ))}
      </CardStack>
    </section>
  );
}
