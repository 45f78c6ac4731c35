import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Eyebrow } from '../../components/Eyebrow';
import { LayoutToggle, type Layout } from '../../components/LayoutToggle';
import { FilterSelect } from '../../components/filters/FilterSelect';
import { SearchField } from '../../components/filters/SearchField';
import { LoadFailure } from '../../components/LoadFailure';
import { TailorCardPlaceholders } from './TailorCardPlaceholders';
import { TailorResults } from './TailorResults';
import { specialtyFromParam, TAILOR_CATEGORY_OPTIONS } from './tailorFilters';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[9]};
`;

const Intro = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr auto;
  }
`;

const CATEGORY_OPTIONS = TAILOR_CATEGORY_OPTIONS.map((name) => ({ value: name, label: name }));

/** /tailors: search, a specialty filter (also set by ?specialty=) and a grid or list of tailors. */
export function TailorsPage() {
  const [params, setParams] = useSearchParams();
  const [layout, setLayout] = useState<Layout>('grid');
  const search = params.get('q') ?? '';
  const specialty = specialtyFromParam(params.get('specialty'));

  const update = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const filter = { search: search || null, specialty: specialty || null };

  return (
    <Page>
      <title>Our Designers — Adire</title>
      <Intro>
        <Eyebrow>Tailored</Eyebrow>
        <h1>Our Designers</h1>
      </Intro>
      <Filters>
        <SearchField
          id="tailor-search"
          label="Search"
          placeholder="Search tailors..."
          value={search}
          onCommit={(value) => update('q', value)}
        />
        <FilterSelect
          id="tailor-category"
          label="Category"
          value={specialty}
          allLabel="All Categories"
          options={CATEGORY_OPTIONS}
          onChange={(value) => update('specialty', value)}
        />
        <LayoutToggle value={layout} onChange={setLayout} />
      </Filters>
      <ErrorBoundary resetKey={`${search}|${specialty}`} fallback={() => <LoadFailure title="Something went wrong" />}>
        <Suspense fallback={<TailorCardPlaceholders layout={layout} />}>
          <TailorResults filter={filter} layout={layout} />
        </Suspense>
      </ErrorBoundary>
    </Page>
  );
}
