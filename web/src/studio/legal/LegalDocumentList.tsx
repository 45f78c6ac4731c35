import { LEGAL_MESSAGES } from '@features/legal/messages';
import { LEGAL_DOCUMENT_KINDS } from '@features/legal/rules';
import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { LegalDocumentListQuery } from '../../__generated__/LegalDocumentListQuery.graphql';
import { useToast } from '../../components/toast/useToast';
import type { LegalFilters } from './legalFilters';
import { LegalTypeSection } from './LegalTypeSection';

export const legalDocumentListQuery = graphql`
  query LegalDocumentListQuery {
    legalDocuments(activeOnly: false) {
      id
      ...LegalTypeSection_documents
    }
  }
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

/** Every version of each document type (or the one type the filter names). */
export function LegalDocumentList({ fetchKey, filters }: { fetchKey: string; filters: LegalFilters }) {
  const { legalDocuments } = useLazyLoadQuery<LegalDocumentListQuery>(
    legalDocumentListQuery,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const { showToast } = useToast();
  const none = legalDocuments.length === 0;
  // Spec section 8: with no stored document the public pages use their defaults; say so once.
  useEffect(() => {
    if (none) showToast(LEGAL_MESSAGES.usingDefaults, 'info');
  }, [none, showToast]);

  const kinds = filters.type ? [filters.type] : LEGAL_DOCUMENT_KINDS;
  return (
    <Sections>
      {kinds.map((kind) => (
        <LegalTypeSection key={kind} kind={kind} documents={legalDocuments} />
      ))}
    </Sections>
  );
}
