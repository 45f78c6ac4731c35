/**
 * The widths the product page's images are drawn at, for `sizes`. The page is one column on a phone
 * (the viewport less the 1rem gutters); from 768 px the gallery takes 6/11 of the container, which
 * stops growing at 1240 px (about 38rem for the gallery).
 */
export const STAGE_SIZES = '(min-width: 1240px) 38rem, (min-width: 768px) 52vw, calc(100vw - 2rem)';

/** Gallery thumbnails: 3rem on a phone, 4.5rem from 768 px. */
export const THUMB_SIZES = '(min-width: 768px) 4.5rem, 3rem';
