import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ActivityEntityTypesQuery } from '../../__generated__/ActivityEntityTypesQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { FilterSelect } from '../../components/filters/FilterSelect';
import { entityTypeLabel } from '../kit/auditWording';

const entityTypesQuery = graphql`
  query ActivityEntityTypesQuery {
    auditEntityTypes
  }
`;

interface EntityTypeSelectProps {
  id: string;
  value: string;
  onChange: (type: string) => void;
}

const ALL_TYPES = 'All records';

function TypeSelect({ id, value, types, onChange }: EntityTypeSelectProps & { types: readonly string[] }) {
  // The URL's type stays choosable even when the trail holds none of it (yet).
  const listed = value && !types.includes(value) ? [value, ...types] : types;
  return (
    <FilterSelect
      id={id}
      label="Record type"
      allLabel={ALL_TYPES}
      value={value}
      options={listed.map((type) => ({ value: type, label: entityTypeLabel(type) }))}
      onChange={onChange}
    />
  );
}

function LoadedTypeSelect(props: EntityTypeSelectProps) {
  const { auditEntityTypes } = useLazyLoadQuery<ActivityEntityTypesQuery>(
    entityTypesQuery,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return <TypeSelect {...props} types={auditEntityTypes} />;
}

/**
 * The record types the trail holds (auditEntityTypes). While they load, or if they cannot be
 * loaded, the select offers the URL's type alone; the feed itself does not wait for them.
 */
export function EntityTypeSelect(props: EntityTypeSelectProps) {
  const fallback = <TypeSelect {...props} types={[]} />;
  return (
    <ErrorBoundary fallback={() => fallback}>
      <Suspense fallback={fallback}>
        <LoadedTypeSelect {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
