import styled, { css } from 'styled-components';

export const studioPanelStyles = css`
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};
`;

/** A white card on the studio's pale ground. */
export const StudioPanel = styled.section`
  ${studioPanelStyles}
`;

/** The card every studio list shows a record in (a lead, an application, a user). */
export const StudioCard = styled.article`
  ${studioPanelStyles}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
`;

/** A list of full-width record cards, one under another (use `as="ul"` where order means nothing). */
export const CardStack = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A list's one-line record (a product, a service): thumbnail and body side by side, the side
 * column (price, actions) below them on a phone and at the right from medium widths.
 */
export const RecordRow = styled.article<{ $compact?: boolean }>`
  ${studioPanelStyles}
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  padding: ${({ $compact, theme }) => ($compact ? theme.space[3] : theme.space[4])};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 5.5rem minmax(0, 1fr) auto;
  }
`;

/** The list of a page's rows, one under another. */
export const RecordRows = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A full-width record card with its picture beside the words from the md breakpoint (above them on
 * a phone). The left edge is green while the record is on the site ($on), grey while it is not.
 */
export const MediaCard = styled.article<{ $on: boolean; $mediaWidth: string }>`
  ${studioPanelStyles}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ $on, theme }) => ($on ? theme.colors.success : theme.colors.lineStrong)};

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
