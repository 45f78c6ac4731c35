import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { ArrowRightIcon } from '../../components/icons';
import type { HeroSlider_query$key } from '../../__generated__/HeroSlider_query.graphql';
import { useAutoplay } from './useAutoplay';
import { nextSlideIndex } from '../../lib/slideIndex';
import { adireMotif } from '../../components/theme';
import { DEFAULT_HERO_SLIDES } from './defaultHeroSlides';
import { useDataSaver } from '../../lib/dataSaverHook';

const heroSliderFragment = graphql`
  fragment HeroSlider_query on Query {
    heroSlides {
      id
      image
      title
      subtitle
      link
      heroTitle
    }
  }
`;

const Section = styled.section`
  position: relative;
  overflow: hidden;
  min-height: min(92vh, 54rem);
  color: ${({ theme }) => theme.colors.ivory};
  background: ${({ theme }) => theme.colors.indigo950};
`;

const Slide = styled.div<{ $image: string | null; $active: boolean }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  padding: calc(${({ theme }) => theme.layout.headerHeight} + 3rem) 0 6rem;
  background: ${({ $image }) =>
    $image
      ? `linear-gradient(100deg, rgba(10, 12, 30, 0.85), rgba(10, 12, 30, 0.25)), url(${JSON.stringify($image)}) center / cover no-repeat`
      : `${adireMotif('#f4e3c3', 0.16)} 0 0 / 96px 96px, linear-gradient(160deg, #232c63, #0d1130)`};
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
  transition:
    opacity 700ms ease,
    visibility 700ms;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 40rem;

  h1,
  h2 {
    color: ${({ theme }) => theme.colors.ivory};
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: 400;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.indigo100};
  }
  & > a {
    justify-self: start;
  }
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

const Controls = styled.div`
  position: absolute;
  inset-inline: 0;
  bottom: 2rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const PlayButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid rgba(250, 246, 238, 0.6);
  border-radius: 999px;
  background: rgba(10, 12, 30, 0.55);
  color: ${({ theme }) => theme.colors.ivory};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: rgba(10, 12, 30, 0.8);
  }
  svg {
    flex: none;
    width: 0.9rem;
    height: 0.9rem;
  }
`;

const Indicators = styled.div`
  display: flex;
  gap: 0.6rem;

  button {
    width: 2.5rem;
    height: 0.3rem;
    padding: 0;
    border: 0;
    border-radius: 999px;
    background: rgba(250, 246, 238, 0.4);
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: ${({ theme }) => theme.colors.ochre};
  }
`;

/**
 * The home page's hero: the active slides, one at a time, with indicators to jump between them. In
 * data-saver mode it holds the first slide, loading only the picture shown, until the visitor
 * presses play.
 *
 * The first picture is the largest thing on a phone's first screen, so it is preloaded at high
 * priority and the others wait: a slide's picture loads once the page is running and the slide is
 * shown or next (a hidden slide's background would otherwise load with the page and share a slow
 * connection with the one on screen).
 */
export function HeroSlider({ query }: { query: HeroSlider_query$key }) {
  const { heroSlides: activeSlides } = useFragment(heroSliderFragment, query);
  const heroSlides = activeSlides.length > 0 ? activeSlides : DEFAULT_HERO_SLIDES;
  const dataSaver = useDataSaver();
  const [playPressed, setPlayPressed] = useState(false);
  const held = dataSaver.on && !playPressed;
  const [current, show] = useAutoplay(heroSlides.length, held);
  const pictured = usePicturedSlides(current, heroSlides.length, held);
  const firstImage = heroSlides[0]?.image;
  if (firstImage) preload(firstImage, { as: 'image', fetchPriority: 'high' });

  return (
    <Section aria-roledescription="carousel" aria-label="Featured">
      {heroSlides.map((slide, index) => {
        const Heading = index === 0 ? 'h1' : 'h2';
        return (
          <Slide
            key={slide.id}
            $image={pictured.has(index) ? slide.image : null}
            $active={index === current}
            aria-roledescription="slide"
            aria-label={slide.title}
            aria-hidden={index !== current}
          >
            <Container>
              <Copy>
                <Kicker>{slide.title}</Kicker>
                <Heading>{slide.heroTitle}</Heading>
                {slide.subtitle ? <p>{slide.subtitle}</p> : null}
                {slide.link ? (
                  <ButtonLink to={slide.link} $variant="light" $size="lg" tabIndex={index === current ? undefined : -1}>
                    {slide.title}
                    <ArrowRightIcon aria-hidden="true" />
                  </ButtonLink>
                ) : null}
              </Copy>
            </Container>
          </Slide>
        );
      })}
      {heroSlides.length > 1 ? (
        <Controls>
          {held ? (
            <PlayButton type="button" onClick={() => setPlayPressed(true)}>
              <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                <path d="M2 1l9 5-9 5z" fill="currentColor" />
              </svg>
              Play slideshow
            </PlayButton>
          ) : null}
          <Indicators>
            {heroSlides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                aria-label={`Show slide ${index + 1}: ${slide.title}`}
                aria-current={index === current}
                onClick={() => show(index)}
              />
            ))}
          </Indicators>
        </Controls>
      ) : null}
    </Section>
  );
}

/** The slides whose picture may load: the one shown, those shown before and, unless held, the next. */
function usePicturedSlides(current: number, count: number, held: boolean): ReadonlySet<number> {
  const [pictured, setPictured] = useState<ReadonlySet<number>>(() => new Set([current]));
  useEffect(() => {
    const wanted = held ? [current] : [current, nextSlideIndex(current, count)];
    setPictured((before) => (wanted.every((i) => before.has(i)) ? before : new Set([...before, ...wanted])));
  }, [current, count, held]);
  return pictured;
}
