import { SITE_SETTING_DEFAULTS, withDefaults, type SiteSettingField } from '@features/settings/rules';
import { useEffect, useMemo, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, fetchQuery, getRequest } from 'relay-runtime';
import type { useSiteSettingsQuery } from '../../__generated__/useSiteSettingsQuery.graphql';
import { freshFetchPolicy } from '../../relay/freshFetchPolicy';

const siteSettingsQuery = graphql`
  query useSiteSettingsQuery {
    siteSettings {
      id
      aboutAdire
      ourStory
      contactEmail
      instagramUrl
      tiktokUrl
    }
  }
`;

export type ShownSiteSettings = Record<SiteSettingField, string>;

/** The site's built-in texts and links: shown while the settings load, and when they cannot be read. */
export const DEFAULT_SITE_SETTINGS: ShownSiteSettings = SITE_SETTING_DEFAULTS;

/**
 * The platform settings the public site shows (About texts, contact address, social links), each
 * falling back to its built-in default when unset. It never suspends: until the settings arrive (and
 * when they cannot be read) it gives the defaults, then the stored values, so what shows them renders
 * once and only its text changes. Every use shares the store's answer and its cache lifetime.
 */
export function useSiteSettings(): ShownSiteSettings {
  const environment = useRelayEnvironment();
  const operation = useMemo(() => createOperationDescriptor(getRequest(siteSettingsQuery), {}), []);
  const [snapshot, setSnapshot] = useState(() => environment.lookup(operation.fragment));

  useEffect(() => {
    const retained = environment.retain(operation);
    const current = environment.lookup(operation.fragment);
    setSnapshot(current);
    const subscription = environment.subscribe(current, setSnapshot);
    const policy = freshFetchPolicy(siteSettingsQuery, {}, 'medium');
    const fetching = fetchQuery<useSiteSettingsQuery>(
      environment,
      siteSettingsQuery,
      {},
      {
        fetchPolicy: policy === 'store-or-network' ? 'store-or-network' : 'network-only',
      },
    ).subscribe({ error: () => undefined });
    return () => {
      fetching.unsubscribe();
      subscription.dispose();
      retained.dispose();
    };
  }, [environment, operation]);

  const data = snapshot.isMissingData ? null : (snapshot.data as useSiteSettingsQuery['response'] | null);
  return withDefaults(data?.siteSettings);
}
