import { Link } from 'react-router';
import styled, { css } from 'styled-components';

/*
 * The one frame every catalogue card is drawn in (brands, collections, products, tailors, the home
 * rows): the same corner radius, border, hover shadow, picture shape, padding and title. A card is
 * either a frame with a link stretched over it (CardFrame + CardLink) or one link (CardFrameLink).
 */

/** The card's picture: full bleed, one shape for every card. */
export const CardMedia = styled.div`
  position: relative;
  flex: none;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.ivoryDeep};

  & > img,
  & > picture > img,
  & > [role='img'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 900ms ${({ theme }) => theme.motion.easing};
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
`;

/** The card's title; the same face whichever element it is rendered as. */
export const CardTitle = styled.h3`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 500;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.indigo900};
  overflow-wrap: anywhere;
`;

/** Small muted text under a card's title (a city, a category, a brand name). */
export const CardNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const frame = css`
  /* Positioned: the stretched link and any screen-reader-only text are placed against the card. */
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  transition:
    box-shadow ${({ theme }) => theme.motion.slow},
    transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  @media (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-3px);
    }
    &:hover ${CardMedia} > img,
    &:hover ${CardMedia} > picture > img {
      transform: scale(1.04);
    }
  }
`;

export const CardFrame = styled.article`
  ${frame}
`;

export const CardFrameLink = styled(Link)`
  ${frame}

  &:hover ${CardTitle} {
    text-decoration: underline;
    text-underline-offset: 4px;
    text-decoration-thickness: 1px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ochre};
    outline-offset: 2px;
  }
`;

/** The title's link, stretched over the whole card so the card is one link named after its title. */
export const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
    text-decoration-thickness: 1px;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.ochre};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** A card picture's slot: half a phone's width in two-column grids and rows, at most ~20rem wider up. */
export const CARD_PICTURE_SIZES = '(min-width: 768px) 20rem, 50vw';
