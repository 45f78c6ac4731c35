import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { SearchModal } from './SearchModal';

interface SearchModalControls {
  open: () => void;
}

const SearchModalContext = createContext<SearchModalControls>({ open: () => {} });

/** Opens the global search from anywhere: Ctrl+K or Cmd+K, or a control calling open(). */
export function SearchModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  // Listening from the commit itself, not after the paint: on a slow phone the page is on screen
  // some time before passive effects run, and a Ctrl+K pressed then would be lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const controls = useMemo(() => ({ open }), [open]);
  return (
    <SearchModalContext.Provider value={controls}>
      {children}
      {isOpen ? <SearchModal onClose={close} /> : null}
    </SearchModalContext.Provider>
  );
}

export const useSearchModal = () => useContext(SearchModalContext);
