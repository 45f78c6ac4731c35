import { LEGAL_TYPE_NAMES, type LegalDocumentKind } from '@features/legal/messages';
import { compareVersions } from '@features/legal/rules';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { LegalTypeSection_documents$key } from '../../__generated__/LegalTypeSection_documents.graphql';
import { ButtonAnchor, ButtonLink } from '../../components/Button';
import { formatDate } from '../../lib/formatDate';
import { StudioPanel } from '../kit/surfaces';
import { LegalVersionRow } from './LegalVersionRow';
import { legalPaths } from './paths';

const Panel = styled(StudioPanel)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Versions = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Active first, then the newest effective date, then the highest version. */
function byStanding<T extends { isActive: boolean; effectiveDate: unknown; version: string }>(a: T, b: T): number {
  if (a.isActive !== b.isActive) return a.isActive ? -1 : 1;
  const dates = String(b.effectiveDate).localeCompare(String(a.effectiveDate));
  return dates || compareVersions(b.version, a.version);
}

/** One document type: which version the public reads, View Public, New Version, and every version. */
export function LegalTypeSection({
  kind,
  documents,
}: {
  kind: LegalDocumentKind;
  documents: LegalTypeSection_documents$key;
}) {
  const all = useFragment(
    graphql`
      fragment LegalTypeSection_documents on LegalDocument @relay(plural: true) {
        id
        documentType
        version
        effectiveDate
        isActive
        ...LegalVersionRow_document
      }
    `,
    documents,
  );
  const versions = all.filter((d) => d.documentType === kind).sort(byStanding);
  const active = versions.find((d) => d.isActive);
  const name = LEGAL_TYPE_NAMES[kind];
  const headingId = `legal-${kind}-title`;
  return (
    <Panel aria-labelledby={headingId}>
      <Head>
        <div>
          <h2 id={headingId}>{name}</h2>
          <p>
            {active
              ? `Active: version ${active.version}, effective ${formatDate(String(active.effectiveDate))}.`
              : versions.length
                ? 'No version is active: the public page shows its default text.'
                : 'No version yet: the public page shows its default text.'}
          </p>
        </div>
        <Actions>
          <ButtonAnchor
            $variant="secondary"
            $size="sm"
            href={legalPaths.public[kind]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View Public ${name} (opens in a new tab)`}
          >
            View Public
          </ButtonAnchor>
          <ButtonLink $size="sm" to={legalPaths.new(kind)} aria-label={`New Version of the ${name}`}>
            New Version
          </ButtonLink>
        </Actions>
      </Head>
      {versions.length ? (
        <Versions aria-label={`${name} versions`}>
          {versions.map((doc) => (
            <LegalVersionRow key={doc.id} document={doc} />
          ))}
        </Versions>
      ) : null}
    </Panel>
  );
}
