import { useSearchModal } from '../search/SearchModalContext';

/** Opens the global search modal. */
export function useOpenSearch(): () => void {
  return useSearchModal().open;
}
