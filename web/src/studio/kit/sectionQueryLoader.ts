import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { environment } from '../../relay/environment';

/**
 * Builds a preloader for a query a studio section opens with, for the section's route loader.
 * The request starts as the route is entered, so the section's code and its data load in
 * parallel; the page's own useLazyLoadQuery (always from the server) joins the request while it is
 * in flight instead of sending another. The loader does not wait for the answer: the section keeps
 * its own loading, failure and retry (QuerySection). One live reference per query; the previous
 * one is released when the next is made.
 */
export function sectionQueryLoader<TQuery extends OperationType, TArgs = void>(
  query: GraphQLTaggedNode,
  variablesFor: (args: TArgs) => TQuery['variables'],
) {
  let previous: PreloadedQuery<TQuery> | null = null;
  return (args: TArgs): void => {
    const queryRef = loadQuery<TQuery>(environment, query, variablesFor(args), { fetchPolicy: 'network-only' });
    previous?.dispose();
    previous = queryRef;
  };
}
