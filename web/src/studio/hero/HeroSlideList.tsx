import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { HeroSlideListQuery } from '../../__generated__/HeroSlideListQuery.graphql';
import { ButtonLink } from '../../components/Button';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { EmptyState } from '../kit/EmptyState';
import { HeroSlideCard } from './HeroSlideCard';
import { NEW_HERO_SLIDE_PATH } from './heroAccess';

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

const Slides = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
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
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const emptyRef = useRef<HTMLHeadingElement>(null);
  // A deleted slide's card goes with its Delete button: focus moves to the count (or the empty state).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    (summaryRef.current ?? emptyRef.current)?.focus();
  }, [refocus, slides.length]);

  if (slides.length === 0)
    return (
      <EmptyState
        title={NO_SLIDES.title}
        message={NO_SLIDES.message}
        headingRef={emptyRef}
        action={<ButtonLink to={NEW_HERO_SLIDE_PATH}>New Slide</ButtonLink>}
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
      <Slides aria-labelledby={headingId}>
        {slides.map((slide) => (
          <li key={slide.id}>
            <HeroSlideCard slide={slide} onDeleted={() => setRefocus(true)} />
          </li>
        ))}
      </Slides>
    </section>
  );
}
