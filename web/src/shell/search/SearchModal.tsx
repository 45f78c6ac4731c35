import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { CloseIcon, SearchIcon } from '../../components/icons';
import { useBodyScrollLock } from '../../hooks/useBodyScrollLock';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { searchOptions } from './searchResults';
import { useSiteSearch } from './useSiteSearch';
import { SearchResultRow } from './SearchResultRow';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 10vh 1rem 1rem;
  background: rgba(10, 12, 30, 0.55);
`;

const Panel = styled.div`
  position: relative;
  width: min(40rem, 100%);
  max-height: 75vh;
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.9rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};

  input {
    flex: 1;
    border: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
  }
  input:focus {
    outline: none;
  }
  svg {
    width: 1.2rem;
    height: 1.2rem;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  button {
    display: grid;
    place-items: center;
    border: 0;
    background: none;
    cursor: pointer;
    padding: 0.25rem;
  }
`;

const Body = styled.div`
  overflow-y: auto;
  padding: 0.5rem;
`;

const Listbox = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupLabel = styled.li`
  padding: 0.75rem 0.75rem 0.25rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Option = styled.li<{ $active: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.indigo50 : 'transparent')};
`;

const Message = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.35rem;
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};

  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

/**
 * The global search: a combobox whose listbox holds brands, the matching static pages and the
 * collections, products and tailors the API finds. Arrow keys move, Enter opens, Escape closes.
 */
export function SearchModal({ onClose }: { onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-results`;
  useFocusTrap(panelRef, true, onClose);
  useBodyScrollLock(true);

  const state = useSiteSearch(text);
  // Static pages are matched here, so they are still offered when the API search fails.
  const options =
    state.status === 'done'
      ? searchOptions(state.query, state.data)
      : state.status === 'failed'
        ? searchOptions(state.query, null)
        : [];
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // Rows with thumbnails are tall: the option the arrow keys reach is scrolled into the list's view.
  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, baseId]);

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    onClose();
    void navigate(option.href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setActiveIndex((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setActiveIndex((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      choose(activeIndex);
    }
  };

  let previousGroup: string | null = null;
  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label="Search">
        <InputRow>
          <SearchIcon aria-hidden="true" />
          <input
            role="combobox"
            aria-label="Search brands and pages"
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 && options[activeIndex] ? optionId(activeIndex) : undefined}
            placeholder="Search brands, collections, products…"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActiveIndex(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" aria-label="Close search" onClick={onClose}>
            <CloseIcon aria-hidden="true" />
          </button>
        </InputRow>
        {/* Focusable so the results can be scrolled from the keyboard, too. */}
        <Body tabIndex={0}>
          {state.status === 'loading' ? (
            <Message>
              <LoadingIndicator label="Searching" />
            </Message>
          ) : null}
          {state.status === 'failed' ? <Message role="alert">Search failed. Please try again.</Message> : null}
          {state.status === 'done' && options.length === 0 ? (
            <Message role="status">
              <strong>{`No results found for '${state.query}'`}</strong>
              <span>Try different keywords</span>
            </Message>
          ) : null}
          <Listbox id={listboxId} role="listbox" aria-label="Search results">
            {options.map((option, index) => {
              const heading = option.group !== previousGroup ? option.group : null;
              previousGroup = option.group;
              return [
                heading ? (
                  <GroupLabel key={`${option.group}-label`} role="presentation" aria-hidden="true">
                    {heading}
                  </GroupLabel>
                ) : null,
                <Option
                  key={`${option.group}-${option.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  $active={index === activeIndex}
                  onMouseEnter={() => setActiveIndex(index)}
                  onClick={() => choose(index)}
                >
                  <SearchResultRow option={option} />
                </Option>,
              ];
            })}
          </Listbox>
        </Body>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
