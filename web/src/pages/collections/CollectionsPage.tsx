import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Eyebrow } from '../../components/Eyebrow';
import { BRAND_CATEGORIES } from '../../lib/categories';
import { FilterSelect } from '../../components/filters/FilterSelect';
import { SearchField } from '../../components/filters/SearchField';
import { LoadFailure } from '../../components/LoadFailure';
import { CollectionGroups } from './CollectionGroups';
import { ProductGroups } from './ProductGroups';
import { LoadingIndicator } from '../../components/LoadingIndicator';

type Mode = 'collections' | 'products';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[9]};
`;

const Intro = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto;
  }
`;

const FiltersPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 24rem;
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  padding-block: ${({ theme }) => theme.space[9]};
`;

const CATEGORY_OPTIONS = BRAND_CATEGORIES.map((c) => ({ value: c.slug, label: c.label }));

/** /collections: collections grouped by brand category, or every product grouped by its category. */
export function CollectionsPage() {
  const [mode, setMode] = useState<Mode>('collections');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);

  return (
    <Page>
      <title>Collections — Adire</title>
      <Intro>
        <div>
          <Eyebrow>Collections</Eyebrow>
          <h1>{mode === 'collections' ? 'Collections' : 'All Products'}</h1>
        </div>
        <Button $variant="secondary" onClick={() => setMode(mode === 'collections' ? 'products' : 'collections')}>
          {mode === 'collections' ? 'View All Products' : 'View Brands'}
        </Button>
      </Intro>
      <Toolbar>
        <SearchField
          id="collections-search"
          label="Search"
          placeholder={mode === 'collections' ? 'Search collections...' : 'Search products...'}
          value={search}
          onCommit={setSearch}
        />
        {mode === 'collections' ? (
          <Button
            $variant="ghost"
            aria-expanded={filtersOpen}
            aria-controls="collections-filters"
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            Filters
          </Button>
        ) : null}
      </Toolbar>
      {filtersOpen && mode === 'collections' ? (
        <FiltersPanel id="collections-filters" role="region" aria-label="Filters">
          <FilterSelect
            id="collections-category"
            label="Category"
            value={category}
            allLabel="All Categories"
            options={CATEGORY_OPTIONS}
            onChange={setCategory}
          />
        </FiltersPanel>
      ) : null}
      <ErrorBoundary
        resetKey={`${mode}|${search}|${category}`}
        fallback={() => <LoadFailure title="Failed to load information" />}
      >
        <Suspense
          fallback={
            <Loading>
              <LoadingIndicator label="Loading" />
            </Loading>
          }
        >
          {mode === 'collections' ? (
            <CollectionGroups search={search} category={category} />
          ) : (
            <ProductGroups search={search} />
          )}
        </Suspense>
      </ErrorBoundary>
    </Page>
  );
}
