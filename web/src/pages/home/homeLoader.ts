import HomePageQueryNode, { type HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { routeQueryLoader } from '../../relay/routeQuery';

/** Preloads the home page's slides, spotlight and category rows. */
export const homeLoader = routeQueryLoader<HomePageQuery, unknown>(HomePageQueryNode, () => ({}));
