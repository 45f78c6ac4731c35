import { useState } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../../components/icons';
import { useDebouncedCallback } from '../../hooks/useDebouncedCallback';
import { FieldLabel, fieldStyles } from '../directory/fieldStyles';

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
`;

interface DebouncedSearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  initialValue: string;
  onCommit: (value: string) => void;
}

/** A search box that reports what is typed after a 300 ms pause. */
export function DebouncedSearchField({ id, label, placeholder, initialValue, onCommit }: DebouncedSearchFieldProps) {
  const [text, setText] = useState(initialValue);
  const commit = useDebouncedCallback((next: string) => onCommit(next.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <Wrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <InputBox>
        <SearchIcon aria-hidden="true" />
        <Input
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
