import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

const Row = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Progress = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

// aria-disabled rather than disabled, so the button keeps keyboard focus while the page loads.
const MoreButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: progress;
  }
`;

export interface LoadMoreProps {
  /** The button's text, e.g. 'Load more collections'. */
  label: string;
  /** What the list holds, in the plural, for the progress line: 'collections'. */
  noun: string;
  loaded: number;
  total: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
}

/**
 * The 'Load more' button under a paginated list, with a polite status line that announces each
 * page ("Showing 48 of 135 collections"). It goes away once everything is shown.
 */
export function LoadMore({ label, noun, loaded, total, hasNext, isLoadingNext, onLoadMore }: LoadMoreProps) {
  const [loadedMore, setLoadedMore] = useState(false);
  const progressRef = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);

  // When the last page arrives the button disappears; rather than dropping keyboard focus on the
  // page body, move it to the progress line.
  useEffect(() => {
    if (hasNext || !pressed.current) return;
    pressed.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) progressRef.current?.focus();
  }, [hasNext]);

  const loadMore = () => {
    if (isLoadingNext) return;
    pressed.current = true;
    setLoadedMore(true);
    onLoadMore();
  };

  const progress = isLoadingNext
    ? `Loading more ${noun}…`
    : hasNext || loadedMore
      ? `Showing ${loaded} of ${total} ${noun}`
      : '';
  return (
    <Row>
      <Progress ref={progressRef} role="status" tabIndex={-1}>
        {progress}
      </Progress>
      {hasNext ? (
        <MoreButton $variant="secondary" aria-disabled={isLoadingNext} aria-busy={isLoadingNext} onClick={loadMore}>
          {isLoadingNext ? 'Loading…' : label}
        </MoreButton>
      ) : null}
    </Row>
  );
}
