import { useCallback, useEffect, useRef } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useFollowImportQuery } from '../../../__generated__/useFollowImportQuery.graphql';
import type { useFollowImportLatestQuery } from '../../../__generated__/useFollowImportLatestQuery.graphql';
import { isOver, type ImportState } from './importSteps';

/** How often a running check or import is asked about. */
const POLL_MS = 1000;

const importQuery = graphql`
  query useFollowImportQuery($id: ID!) {
    productImport(id: $id) {
      ...importState_productImport @relay(mask: false)
    }
  }
`;

const latestQuery = graphql`
  query useFollowImportLatestQuery($brandId: ID!) {
    latestProductImport(brandId: $brandId) {
      ...importState_productImport @relay(mask: false)
    }
  }
`;

type Reported = Omit<ImportState, 'rowCount' | 'created' | 'updated' | 'failureMessage'> & {
  readonly rowCount: number | null | undefined;
  readonly created: number | null | undefined;
  readonly updated: number | null | undefined;
  readonly failureMessage: string | null | undefined;
};

/** The server's report as the screen reads it (counts not known yet are 0). */
export const importStateOf = (reported: Reported): ImportState => ({
  ...reported,
  rowCount: reported.rowCount ?? 0,
  created: reported.created ?? 0,
  updated: reported.updated ?? 0,
  failureMessage: reported.failureMessage ?? null,
});

/**
 * Follows a check or import until it is over: `follow(id, onState)` asks the server every second and
 * hands each report on; a later follow, or leaving the screen, stops the earlier one. A report that
 * cannot be fetched is tried again on the next turn (a phone losing its network for a moment).
 */
export function useFollowImport() {
  const environment = useRelayEnvironment();
  const current = useRef(0);
  useEffect(() => () => void (current.current += 1), []);

  const follow = useCallback(
    (id: string, onState: (state: ImportState) => void, onLost: () => void) => {
      const turn = ++current.current;
      let misses = 0;
      const ask = async () => {
        if (turn !== current.current) return;
        try {
          const data = await fetchQuery<useFollowImportQuery>(
            environment,
            importQuery,
            { id },
            {
              fetchPolicy: 'network-only',
            },
          ).toPromise();
          if (turn !== current.current) return;
          misses = 0;
          if (!data?.productImport) return onLost();
          const state = importStateOf(data.productImport);
          onState(state);
          if (isOver(state)) return;
        } catch {
          // Ten turns without an answer: say so, the import goes on without the screen.
          if (++misses >= 10) return onLost();
        }
        window.setTimeout(() => void ask(), POLL_MS);
      };
      window.setTimeout(() => void ask(), POLL_MS);
    },
    [environment],
  );

  /** The brand's latest check or import (to pick up one still running when the screen is opened again). */
  const latest = useCallback(
    async (brandId: string): Promise<ImportState | null> => {
      const data = await fetchQuery<useFollowImportLatestQuery>(
        environment,
        latestQuery,
        { brandId },
        {
          fetchPolicy: 'network-only',
        },
      ).toPromise();
      return data?.latestProductImport ? importStateOf(data.latestProductImport) : null;
    },
    [environment],
  );

  const stop = useCallback(() => void (current.current += 1), []);
  return { follow, latest, stop };
}
