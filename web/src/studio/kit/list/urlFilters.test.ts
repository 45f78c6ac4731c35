import { describe, expect, it } from 'vitest';
import { dateRangeFilter } from './dateRangeFilter';
import { defineUrlFilters } from './defineUrlFilters';
import { brandFilter, flagFilter, oneOfFilter, searchFilter, textFilter } from './urlFilterKinds';

const COLOURS = [
  { value: 'indigo', label: 'Indigo' },
  { value: 'ochre', label: 'Ochre' },
] as const;

const list = defineUrlFilters({
  search: searchFilter({ id: 'things-search', placeholder: 'Name' }),
  colour: oneOfFilter({ param: 'colour', options: COLOURS, id: 'things-colour', label: 'Colour', allLabel: 'All' }),
  sort: oneOfFilter({
    param: 'sort',
    options: [
      { value: 'name', label: 'Name' },
      { value: 'date', label: 'Date' },
    ],
    id: 'things-sort',
    label: 'Sort by',
    initial: 'date',
  }),
  showHidden: flagFilter({ param: 'hidden', label: 'Show hidden' }),
  brand: brandFilter({ id: 'things-brand' }),
  days: dateRangeFilter({ id: 'things-days', fromLabel: 'From', toLabel: 'To' }),
  thing: textFilter('thing'),
});

const read = (query: string) => list.read(new URLSearchParams(query));
const written = (query: string, changes: Parameters<typeof list.write>[1]) =>
  list.write(new URLSearchParams(query), changes).toString();

describe('defineUrlFilters', () => {
  it('reads an empty URL as the initial values', () => {
    expect(read('')).toEqual(list.initial);
    expect(list.initial).toEqual({
      search: '',
      colour: '',
      sort: 'date',
      showHidden: false,
      brand: '',
      days: { from: '', to: '' },
      thing: '',
    });
  });

  it('round-trips every kind of filter through the URL', () => {
    const values = {
      search: 'silk wrap',
      colour: 'ochre',
      sort: 'name',
      showHidden: true,
      brand: 'QnJhbmQ6MQ==',
      days: { from: '2026-01-02', to: '2026-02-03' },
      thing: 'VGhpbmc6Nw==',
    } as const;
    const query = written('', values);
    expect(read(query)).toEqual(values);
    expect(new URLSearchParams(query).get('hidden')).toBe('1');
  });

  it('leaves empty and initial values out of the URL and keeps other parameters', () => {
    expect(written('entry=7&colour=indigo', { colour: '', sort: 'date', showHidden: false, search: '  ' })).toBe(
      'entry=7',
    );
    expect(written('sort=name', { search: ' kente ' })).toBe('sort=name&search=kente');
  });

  it('reads values outside a vocabulary, and malformed days, as unset', () => {
    expect(read('colour=teal&sort=price&hidden=yes&from=2026-02-30&to=tomorrow')).toEqual(list.initial);
  });

  it('clears its own parameters only', () => {
    expect(list.clear(new URLSearchParams('search=a&colour=indigo&from=2026-01-01&entry=7')).toString()).toBe(
      'entry=7',
    );
  });

  it('says whether the list is narrowed: a sort or a widening switch does not narrow it', () => {
    expect(list.narrows(read('sort=name&hidden=1'))).toBe(false);
    expect(list.narrows(read('thing=x'))).toBe(true);
    expect(list.narrows(read('to=2026-01-01'))).toBe(true);
  });

  it('counts the controls set besides the search, for the Filters (n) button', () => {
    expect(list.countSet(read('search=a&thing=x'))).toBe(0);
    expect(list.countSet(read('colour=ochre&sort=name&hidden=1&from=2026-01-01'))).toBe(4);
  });

  it('accepts values the select does not offer when told to', () => {
    const kinds = defineUrlFilters({
      kind: oneOfFilter({ param: 'kind', options: COLOURS, alsoAccepts: (value) => value === 'legacy' }),
    });
    expect(kinds.read(new URLSearchParams('kind=legacy')).kind).toBe('legacy');
  });
});

describe('dateRangeFilter', () => {
  it('writes one end alone and leaves the other as it is', () => {
    expect(written('from=2026-01-02', { days: { to: '2026-03-04' } as never })).toBe('from=2026-01-02&to=2026-03-04');
  });
});
