import { useEffect, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../icons';
import { useDebouncedCallback } from '../../hooks/useDebouncedCallback';
import { FieldLabel, fieldStyles } from './fieldStyles';

const SEARCH_DEBOUNCE_MS = 300;

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
`;

const InputBox = styled.div`
  position: relative;

  svg {
    position: absolute;
    top: 50%;
    left: 0.9rem;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.inkMuted};
    pointer-events: none;
  }
`;

const Input = styled.input`
  ${fieldStyles}
  width: 100%;
  padding-left: 2.7rem;

  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

interface SearchFieldProps {
  id: string;
  label: string;
  /** The committed value (from the URL). */
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A search box that commits what is typed after a pause. It keeps its own text while typing and
 * only takes the committed value when it changes from elsewhere (a reset, back navigation).
 */
export function SearchField({
  id,
  label,
  value,
  onCommit,
  placeholder = 'Designers, styles or cities',
  inputRef,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const lastCommitted = useRef(value);

  useEffect(() => {
    if (value === lastCommitted.current) return;
    lastCommitted.current = value;
    setText(value);
  }, [value]);

  const commit = useDebouncedCallback((next: string) => {
    lastCommitted.current = next.trim();
    onCommit(next.trim());
  }, SEARCH_DEBOUNCE_MS);

  return (
    <Wrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <InputBox>
        <SearchIcon aria-hidden="true" />
        <Input
          ref={inputRef}
          id={id}
          type="search"
          placeholder={placeholder}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            commit(event.target.value);
          }}
        />
      </InputBox>
    </Wrapper>
  );
}
