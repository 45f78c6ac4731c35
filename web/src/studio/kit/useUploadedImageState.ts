import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useUploadedImageStateQuery } from '../../__generated__/useUploadedImageStateQuery.graphql';
import { pollDelayMs, type KnownImageStatus, type UploadedImageState } from './uploadedImageStatus';

const uploadedImageStateQuery = graphql`
  query useUploadedImageStateQuery($url: String!) {
    responsiveImage(url: $url) {
      processing
      failed
      srcSet
    }
  }
`;

/**
 * The state of the image at `src`, starting from what the page's data said. While it is being
 * processed the API is asked again every few seconds until it is ready or failed; `loadFailed` asks
 * once when the file did not load (it may be an upload still being processed).
 */
export function useUploadedImageState(src: string, initial: KnownImageStatus) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<UploadedImageState>({ status: initial });
  const [asking, setAsking] = useState<'poll' | 'check' | null>(initial === 'processing' ? 'poll' : null);

  useEffect(() => {
    setState({ status: initial });
    setAsking(initial === 'processing' ? 'poll' : null);
  }, [src, initial]);

  useEffect(() => {
    if (!asking) return;
    let attempt = 0;
    let sawProcessing = asking === 'poll';
    let timer: number | undefined;
    let subscription: { unsubscribe(): void } | null = null;
    const again = () => {
      timer = window.setTimeout(ask, pollDelayMs(attempt++));
    };
    const ask = () => {
      subscription = fetchQuery<useUploadedImageStateQuery>(
        environment,
        uploadedImageStateQuery,
        { url: src },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        next: ({ responsiveImage: image }) => {
          if (image.processing) {
            sawProcessing = true;
            setState({ status: 'processing' });
            return again();
          }
          if (image.failed) setState({ status: 'failed' });
          else setState(sawProcessing ? { status: 'ready', srcSet: image.srcSet } : { status: 'unavailable' });
          setAsking(null);
        },
        error: () => {
          if (sawProcessing) return again();
          setState({ status: 'unavailable' });
          setAsking(null);
        },
      });
    };
    if (asking === 'poll') again();
    else ask();
    return () => {
      window.clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [asking, environment, src]);

  return {
    state,
    /** The file did not load: asks whether it is an upload still being processed. */
    loadFailed: () => {
      if (asking) return;
      setState({ status: 'checking' });
      setAsking('check');
    },
  };
}
