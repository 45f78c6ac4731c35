import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { LegalDocumentContentQuery } from '../../__generated__/LegalDocumentContentQuery.graphql';
import { PageNote } from '../../components/content-page/PageBody';
import { formatDate } from '../../lib/formatDate';
import { LEGAL_TEXTS, type LegalDocumentKind } from './legalTexts';
import { useFreshFetchPolicy } from '../../relay/freshFetchPolicy';

const legalDocumentQuery = graphql`
  query LegalDocumentContentQuery($type: LegalDocumentType!) {
    legalDocuments(type: $type, activeOnly: true) {
      id
      title
      version
      effectiveDate
      content
      isActive
    }
  }
`;

const Meta = styled.p`
  margin-bottom: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Prose = styled.div`
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.inkSoft};

  h2 {
    margin: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[3]}`};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.indigo900};
  }
  h3 {
    margin: ${({ theme }) => `${theme.space[5]} 0 ${theme.space[2]}`};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p,
  ul,
  ol {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
  ul,
  ol {
    padding-left: 1.4rem;
  }
  a {
    color: ${({ theme }) => theme.colors.indigo800};
  }
`;

/** The active version of a legal document. Its HTML is sanitised by the API before it gets here. */
export function LegalDocumentContent({ kind }: { kind: LegalDocumentKind }) {
  const { legalDocuments } = useLazyLoadQuery<LegalDocumentContentQuery>(
    legalDocumentQuery,
    { type: kind },
    { fetchPolicy: useFreshFetchPolicy(legalDocumentQuery, { type: kind }, 'medium') },
  );
  const active = legalDocuments.find((d) => d.isActive);
  if (!active) return <PageNote>{LEGAL_TEXTS[kind].empty}</PageNote>;
  return (
    <article aria-label={LEGAL_TEXTS[kind].title}>
      <Meta>
        Version {active.version} · Effective {formatDate(String(active.effectiveDate))}
      </Meta>
      <Prose dangerouslySetInnerHTML={{ __html: active.content }} />
    </article>
  );
}
