import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons';
import { scrollerStep } from '../../lib/scrollerStep';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Arrows = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};

  button {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border: 1px solid ${({ theme }) => theme.colors.lineStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.paper};
    cursor: pointer;
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const Track = styled.ul<{ $cardWidth: number }>`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${({ $cardWidth }) => $cardWidth}px;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[3]};
  list-style: none;
  overflow-x: auto;
  scroll-behavior: smooth;
  scroll-snap-type: x proximity;

  & > li {
    scroll-snap-align: start;
  }
  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

interface HorizontalScrollerProps {
  title: string;
  cardWidth: 280 | 320;
  children: ReactNode;
}

/** A titled row of cards that scrolls sideways; the arrows move it by scrollerStep. */
export function HorizontalScroller({ title, cardWidth, children }: HorizontalScrollerProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) =>
    trackRef.current?.scrollBy({ left: direction * scrollerStep(cardWidth, window.innerWidth) });
  return (
    <Section aria-label={title}>
      <Head>
        <h2>{title}</h2>
        <Arrows>
          <button type="button" aria-label={`Scroll ${title} back`} onClick={() => move(-1)}>
            <ArrowLeftIcon aria-hidden="true" />
          </button>
          <button type="button" aria-label={`Scroll ${title} forward`} onClick={() => move(1)}>
            <ArrowRightIcon aria-hidden="true" />
          </button>
        </Arrows>
      </Head>
      <Track ref={trackRef} $cardWidth={cardWidth}>
        {children}
      </Track>
    </Section>
  );
}
