import { createOperationDescriptor, fetchQuery, getRequest, type Disposable, type Environment } from 'relay-runtime';
import AuthViewerQueryNode, {
  type AuthViewerQuery,
  type AuthViewerQuery$data,
} from '../__generated__/AuthViewerQuery.graphql';
import type { Viewer } from './AuthViewer';

export type ViewerUpdate = { status: 'ready'; viewer: Viewer | null } | { status: 'error'; error: Error };

/**
 * Fetches the viewer from the network, then keeps following it in the Relay store, so a mutation
 * that changes the user (a new first name) reaches everything that shows it.
 */
export function watchViewer(environment: Environment, onUpdate: (update: ViewerUpdate) => void): Disposable {
  const operation = createOperationDescriptor(getRequest(AuthViewerQueryNode), {});
  const retained = environment.retain(operation);
  let following: Disposable | null = null;

  const fetching = fetchQuery<AuthViewerQuery>(
    environment,
    AuthViewerQueryNode,
    {},
    { fetchPolicy: 'network-only' },
  ).subscribe({
    complete: () => {
      const snapshot = environment.lookup(operation.fragment);
      onUpdate({ status: 'ready', viewer: (snapshot.data as AuthViewerQuery$data | null)?.viewer ?? null });
      following = environment.subscribe(snapshot, (next) =>
        onUpdate({ status: 'ready', viewer: (next.data as AuthViewerQuery$data | null)?.viewer ?? null }),
      );
    },
    error: (error: Error) => onUpdate({ status: 'error', error }),
  });

  return {
    dispose() {
      fetching.unsubscribe();
      following?.dispose();
      retained.dispose();
    },
  };
}
