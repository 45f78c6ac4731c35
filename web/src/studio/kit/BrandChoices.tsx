import { useEffect, type ReactNode } from 'react';
import { useToast } from '../../components/toast/useToast';
import { QuerySection } from './QuerySection';

/** A brand a select offers, by name. */
export interface BrandOption {
  id: string;
  name: string;
}

/** Where a list of brand choices stands: loading, failed (with a retry), or loaded. */
export type BrandChoicesState<B extends BrandOption = BrandOption> =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; brands: readonly B[] };

interface BrandChoicesProps<B extends BrandOption> {
  /** Reads the brands (a section's own Relay query) with the fetch key that changes on every retry. */
  useBrands: (fetchKey: string) => readonly B[];
  /** Said in a toast when the list fails to load; none when the select alone says it. */
  failureToast?: string;
  render: (state: BrandChoicesState<B>) => ReactNode;
}

function LoadedBrands<B extends BrandOption>({
  fetchKey,
  useBrands,
  render,
}: Pick<BrandChoicesProps<B>, 'useBrands' | 'render'> & { fetchKey: string }) {
  const brands = useBrands(fetchKey);
  return render({ status: 'ready', brands });
}

function FailedBrands<B extends BrandOption>({
  retry,
  failureToast,
  render,
}: Pick<BrandChoicesProps<B>, 'failureToast' | 'render'> & { retry: () => void }) {
  const { showToast } = useToast();
  useEffect(() => {
    if (failureToast) showToast(failureToast, 'error');
  }, [failureToast, showToast]);
  return render({ status: 'failed', retry });
}

/** Loads a section's brand choices and renders every state of the list (for the brand selects). */
export function BrandChoices<B extends BrandOption>({ useBrands, failureToast, render }: BrandChoicesProps<B>) {
  return (
    <QuerySection
      loading={render({ status: 'loading' })}
      error={(_error, retry) => <FailedBrands retry={retry} failureToast={failureToast} render={render} />}
    >
      {(fetchKey) => <LoadedBrands fetchKey={fetchKey} useBrands={useBrands} render={render} />}
    </QuerySection>
  );
}
