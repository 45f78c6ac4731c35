import styled from 'styled-components';

/**
 * A full-width record card with its picture beside the words from the md breakpoint (above them on
 * a phone). The left edge is green while the record is on the site ($on), grey while it is not.
 */
export const MediaCard = styled.article<{ $on: boolean; $mediaWidth: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-left: 4px solid ${({ $on, theme }) => ($on ? theme.colors.success : theme.colors.lineStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $mediaWidth }) => $mediaWidth} minmax(0, 1fr);
    align-items: start;
  }
`;

/** The card's picture frame; the picture fills it. $dim greys the picture of a record that is off. */
export const MediaCardThumb = styled.div<{ $ratio: string; $dim?: boolean }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.indigo900};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    filter: ${({ $dim }) => ($dim ? 'grayscale(0.8)' : 'none')};
  }
`;

/** The card's words and actions, beside (or under) the picture. */
export const MediaCardBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/** The line of badges and small facts over a card's title. */
export const CardMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** A media card's title (the card is named by it). */
export const MediaCardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

/** The card's switch and buttons, under its words. */
export const MediaCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
