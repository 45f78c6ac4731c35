import { LEGAL_TYPE_NAMES } from '@features/legal/messages';
import { LEGAL_DOCUMENT_KINDS } from '@features/legal/rules';
import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { oneOfFilter } from '../kit/list/urlFilterKinds';

/** The legal documents list's state in the URL: `?type=` shows one type only. */
export const legalFilters = defineUrlFilters({
  type: oneOfFilter({
    param: 'type',
    options: LEGAL_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: LEGAL_TYPE_NAMES[kind] })),
    id: 'legal-type',
    label: 'Document type',
    allLabel: 'Both documents',
    wide: true,
  }),
});

export type LegalFilters = FilterValues<typeof legalFilters.filters>;

/** The `?type=` of the New page: a known type preselects it, anything else leaves the choice open. */
export function preselectedType(params: URLSearchParams): LegalFilters['type'] {
  return legalFilters.read(params).type;
}
