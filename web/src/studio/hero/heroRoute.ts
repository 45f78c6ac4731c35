import HeroSlideListQueryNode, { type HeroSlideListQuery } from '../../__generated__/HeroSlideListQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';

const preloadSlides = sectionQueryLoader<HeroSlideListQuery>(HeroSlideListQueryNode, () => ({}));

/**
 * /studio/hero: starts loading every slide as the page's code loads. (A viewer who is not a super
 * admin is sent to /studio by the page; the API refuses them the slides too.)
 */
export function heroLoader(): null {
  preloadSlides();
  return null;
}
