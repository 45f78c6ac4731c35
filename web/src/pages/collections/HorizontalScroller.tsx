import type { ReactNode } from 'react';
import { CardScroller } from '../../components/catalogue/CardScroller';
import { scrollerStep } from '../../lib/scrollerStep';

interface HorizontalScrollerProps {
  title: string;
  cardWidth: 280 | 320;
  children: ReactNode;
}

/**
 * A titled row of cards that scrolls sideways; the arrows move it by scrollerStep and the row then
 * comes to rest on a card's start. On a phone a card never takes more than the row's width less a
 * glimpse of the next one, so no card is wider than the screen.
 */
export function HorizontalScroller({ title, cardWidth, children }: HorizontalScrollerProps) {
  return (
    <CardScroller
      label={title}
      heading={<h2>{title}</h2>}
      columns={`min(${cardWidth}px, 85%)`}
      step={() => scrollerStep(cardWidth, window.innerWidth)}
    >
      {children}
    </CardScroller>
  );
}
