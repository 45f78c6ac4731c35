import { Suspense, useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { BrandPickerQuery } from '../../__generated__/BrandPickerQuery.graphql';
import { Button } from '../../components/Button';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { FieldLabel, selectStyles } from '../../components/filters/fieldStyles';
import { SearchField } from '../../components/filters/SearchField';
import { BRAND_CHOICES } from './usersPaging';

const brandPickerQuery = graphql`
  query BrandPickerQuery($count: Int!, $search: String) {
    brands(first: $count, filter: { search: $search }) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.ivory};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  min-width: 0;
`;

const Select = styled.select`
  ${selectStyles}
  min-width: 0;

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Problem = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

interface Brand {
  id: string;
  name: string;
}

interface BrandChoicesProps {
  id: string;
  search: string;
  ownedIds: readonly string[];
  value: string;
  onChange: (brand: Brand | null) => void;
}

/** The brands matching the search (up to 100, by name) that the user does not own yet. */
function BrandChoices({ id, search, ownedIds, value, onChange }: BrandChoicesProps) {
  const { brands } = useLazyLoadQuery<BrandPickerQuery>(
    brandPickerQuery,
    { count: BRAND_CHOICES, search: search || null },
    { fetchPolicy: 'store-and-network' },
  );
  const choices = brands.edges.map((edge) => edge.node).filter((brand) => !ownedIds.includes(brand.id));
  // A brand chosen before the search changed stays chosen while the new search still lists it.
  const stillListed = !value || choices.some((brand) => brand.id === value);
  useEffect(() => {
    if (!stillListed) onChange(null);
  }, [stillListed, onChange]);
  return (
    <Select
      id={id}
      value={stillListed ? value : ''}
      onChange={(event) => onChange(choices.find((brand) => brand.id === event.target.value) ?? null)}
    >
      <option value="">{choices.length ? 'Choose a brand' : 'No brands match'}</option>
      {choices.map((brand) => (
        <option key={brand.id} value={brand.id}>
          {brand.name}
        </option>
      ))}
    </Select>
  );
}

interface BrandPickerProps {
  email: string;
  ownedIds: readonly string[];
  granting: boolean;
  onPick: (brand: Brand) => void;
  onCancel: () => void;
}

/** Finds a brand by name and adds it to the user's owned brands; Escape or Cancel closes it. */
export function BrandPicker({ email, ownedIds, granting, onPick, onCancel }: BrandPickerProps) {
  const searchId = useId();
  const selectId = useId();
  const [search, setSearch] = useState('');
  // A new search loads in the background; the previous brands stay until it arrives.
  const deferredSearch = useDeferredValue(search);
  const [chosen, setChosen] = useState<Brand | null>(null);
  const [attempt, setAttempt] = useState(0);

  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => searchRef.current?.focus(), []);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <Form
      aria-label={`Add a brand to ${email}`}
      onKeyDown={closeOnEscape}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen && !granting) onPick(chosen);
      }}
    >
      <SearchField
        id={searchId}
        label="Find a brand"
        placeholder="Brand name"
        value={search}
        inputRef={searchRef}
        onCommit={setSearch}
      />
      <Field>
        <FieldLabel htmlFor={selectId}>Brand</FieldLabel>
        <ErrorBoundary
          resetKey={attempt}
          fallback={() => (
            <>
              <Problem role="alert">The brands could not be loaded.</Problem>
              <Button $variant="secondary" $size="sm" onClick={() => setAttempt((n) => n + 1)}>
                Try Again
              </Button>
            </>
          )}
        >
          <Suspense
            fallback={
              <Select id={selectId} disabled aria-busy="true">
                <option>Loading brands…</option>
              </Select>
            }
          >
            <BrandChoices
              id={selectId}
              search={deferredSearch}
              ownedIds={ownedIds}
              value={chosen?.id ?? ''}
              onChange={setChosen}
            />
          </Suspense>
        </ErrorBoundary>
      </Field>
      <Actions>
        <Button type="submit" $size="sm" disabled={!chosen || granting} aria-busy={granting}>
          {granting ? 'Adding…' : 'Add'}
        </Button>
        <Button $variant="ghost" $size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
