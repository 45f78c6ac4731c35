import { isLegalDocumentKind } from '@features/legal/rules';
import type { LegalDocumentKind } from '@features/legal/messages';
import type { UrlFilterCodec } from '../kit/useUrlFilters';
import { withoutParams, withTextParams } from '../kit/urlParams';

/** The legal documents list's state in the URL: `?type=` shows one type only. */
export interface LegalFilters {
  type: LegalDocumentKind | '';
}

export const legalFilterCodec: UrlFilterCodec<LegalFilters> = {
  read: (params) => {
    const type = params.get('type');
    return { type: isLegalDocumentKind(type) ? type : '' };
  },
  write: (params, changes) => withTextParams(params, ['type'], changes),
  clear: (params) => withoutParams(params, ['type']),
};

/** The `?type=` of the New page: a known type preselects it, anything else leaves the choice open. */
export function preselectedType(params: URLSearchParams): LegalDocumentKind | '' {
  return legalFilterCodec.read(params).type;
}
