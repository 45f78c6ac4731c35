import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { ArrowLeftIcon, ArrowRightIcon } from '../icons';
import { useScrollEnds } from './useScrollEnds';

/**
 * A row of cards that scrolls sideways and comes to rest with a card at its start (scroll snap).
 * `$columns` is the width of one card, any CSS length (e.g. `280px`, or a share of the row such as
 * `calc((100% - 5 * 1rem) / 6)` for exactly six across).
 */
export const ScrollTrack = styled.ul<{ $columns: string }>`
  /* Positioned: whatever is absolutely placed inside a card is placed within the track, never the page. */
  position: relative;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${({ $columns }) => $columns};
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  /* Room for a hovered card's lift and shadow, and for the scrollbar under the cards. */
  padding: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: thin;
  scrollbar-color: ${({ theme }) => `${theme.colors.lineStrong} transparent`};

  & > li {
    min-width: 0;
    scroll-snap-align: start;
  }
  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Arrows = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space[2]};
`;

const Arrow = styled.button`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.indigo900};

  &:hover:not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.colors.indigo900};
  }
  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.35;
  }
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

interface CardScrollerProps {
  /** Names the region and the arrow buttons ('Scroll {label} forward'). */
  label: string;
  /** The row's heading (an h2, possibly a link). */
  heading: ReactNode;
  /** See ScrollTrack. */
  columns: string;
  /** How far one press of an arrow moves the row, in pixels; a row's visible width when left out. */
  step?: (track: HTMLElement) => number;
  /** The cards, each in its own <li>. */
  children: ReactNode;
}

/**
 * A titled row of cards that scrolls sideways, with back and forward arrows that are disabled when
 * the row cannot move that way (both of them when every card already shows). They are disabled with
 * aria-disabled rather than `disabled`, so a keyboard user who presses on to the end keeps focus.
 */
export function CardScroller({ label, heading, columns, step, children }: CardScrollerProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const { atStart, atEnd } = useScrollEnds(trackRef);
  const move = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track || (direction === 1 ? atEnd : atStart)) return;
    track.scrollBy({ left: direction * (step ? step(track) : track.clientWidth) });
  };
  return (
    <Section aria-label={label}>
      <Head>
        {heading}
        <Arrows>
          <Arrow type="button" aria-label={`Scroll ${label} back`} aria-disabled={atStart} onClick={() => move(-1)}>
            <ArrowLeftIcon aria-hidden="true" />
          </Arrow>
          <Arrow type="button" aria-label={`Scroll ${label} forward`} aria-disabled={atEnd} onClick={() => move(1)}>
            <ArrowRightIcon aria-hidden="true" />
          </Arrow>
        </Arrows>
      </Head>
      <ScrollTrack ref={trackRef} $columns={columns}>
        {children}
      </ScrollTrack>
    </Section>
  );
}

/** A piece's card in a row beside a page's main content: about two and a half across a phone. */
export const PIECE_CARD_WIDTH = 'min(14rem, 42vw)';
