import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { studioPanelStyles } from '../surfaces';
import type { FilterSet, FilterValues } from './defineUrlFilters';
import { FilterControlView } from './FilterControlView';
import { FiltersToggle } from './FiltersToggle';
import type { ListFilters } from './useListFilters';

/** A studio list's filter bar: search, selects and sort controls, as many a row as fit beside the sidebar. */
const FilterBar = styled.div`
  ${studioPanelStyles}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[5]};

  /* As many columns as fit beside the studio sidebar; the controls wrap rather than overflow. */
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  }
`;

/** A cell two columns wide: the search box, or a select with long options ('All statuses (1,204)'). */
const FilterBarWide = styled.div`
  ${({ theme }) => theme.media.md} {
    grid-column: span 2;
  }
`;

/** On a phone the controls wait behind the Filters button; from md up they sit in the bar's grid. */
const Controls = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    display: contents;
  }
`;

interface ListFilterBarProps<TSet extends FilterSet> {
  /** The bar's accessible name ('Filter products'). */
  label: string;
  filters: ListFilters<TSet>;
  /** Controls the declarations do not cover (a sort direction), after the others. */
  extra?: ReactNode;
}

/**
 * A list's filter bar generated from its declared filters: the search first, then one control per
 * filter. On a narrow screen everything but the search collapses behind one 'Filters (n)' button,
 * so the list's first rows stay on the first screen.
 */
export function ListFilterBar<TSet extends FilterSet>({ label, filters, extra }: ListFilterBarProps<TSet>) {
  const { definition, filters: values, updateFilters: onChange } = filters;
  const controlsId = useId();
  const [open, setOpen] = useState(false);
  const shown = Object.entries(definition.filters).filter(([, filter]) => filter.control);
  const search = shown.filter(([, filter]) => filter.kind === 'search');
  const others = shown.filter(([, filter]) => filter.kind !== 'search');
  const view = ([name, filter]: (typeof shown)[number]) => {
    const control = (
      <FilterControlView
        key={name}
        control={filter.control!}
        value={values[name]}
        onChange={(value, options) => onChange({ [name]: value } as Partial<FilterValues<TSet>>, options)}
      />
    );
    return filter.control!.kind === 'search' || filter.control!.wide ? (
      <FilterBarWide key={name}>{control}</FilterBarWide>
    ) : (
      control
    );
  };

  return (
    <FilterBar role="search" aria-label={label}>
      {search.map(view)}
      {others.length || extra ? (
        <>
          <FiltersToggle
            controlsId={controlsId}
            open={open}
            count={definition.countSet(values)}
            onToggle={() => setOpen((wasOpen) => !wasOpen)}
          />
          <Controls id={controlsId} $open={open}>
            {others.map(view)}
            {extra}
          </Controls>
        </>
      ) : null}
    </FilterBar>
  );
}
