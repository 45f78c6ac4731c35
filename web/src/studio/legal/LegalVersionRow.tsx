import { LEGAL_MESSAGES, LEGAL_TYPE_NAMES } from '@features/legal/messages';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { LegalVersionRowActivateMutation } from '../../__generated__/LegalVersionRowActivateMutation.graphql';
import type { LegalVersionRow_document$key } from '../../__generated__/LegalVersionRow_document.graphql';
import { Button } from '../../components/Button';
import { formatDate } from '../../lib/formatDate';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { legalPaths } from './paths';

// The answer brings every version of the type: the one that stops being active shows so at once.
const activateMutation = graphql`
  mutation LegalVersionRowActivateMutation($input: UpdateLegalDocumentInput!) {
    updateLegalDocument(input: $input) {
      document {
        id
        isActive
      }
      versions {
        id
        isActive
      }
    }
  }
`;

const ACTIVATE_TEXTS = { failure: LEGAL_MESSAGES.saveFailed };

const Row = styled.li<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ $active, theme }) => ($active ? theme.colors.success : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $active, theme }) => ($active ? theme.colors.successLight : theme.colors.paper)};
`;

const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space[2]};
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.white} !important;
  font-size: ${({ theme }) => theme.fontSizes.xs} !important;
  font-weight: 600;
  vertical-align: middle;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  a {
    align-self: center;
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
  }
`;

/** One version in its type's list: version, title, effective date, Active or Make Active, Edit. */
export function LegalVersionRow({ document }: { document: LegalVersionRow_document$key }) {
  const doc = useFragment(
    graphql`
      fragment LegalVersionRow_document on LegalDocument {
        id
        documentType
        title
        version
        effectiveDate
        isActive
      }
    `,
    document,
  );
  const { run, busy: saving } = useStudioMutation<LegalVersionRowActivateMutation>(activateMutation, ACTIVATE_TEXTS);
  const typeName = LEGAL_TYPE_NAMES[doc.documentType as keyof typeof LEGAL_TYPE_NAMES] ?? doc.documentType;
  return (
    <Row $active={doc.isActive} aria-label={`Version ${doc.version}`}>
      <Facts>
        <strong>
          Version {doc.version}
          {doc.isActive ? <Badge>Active</Badge> : null}
        </strong>
        <span>{doc.title}</span>
        <span>Effective {formatDate(String(doc.effectiveDate))}</span>
      </Facts>
      <Actions>
        {doc.isActive ? null : (
          <Button
            $variant="secondary"
            $size="sm"
            aria-disabled={saving}
            aria-label={`Make Active: version ${doc.version}`}
            onClick={() =>
              !saving &&
              void run(
                { input: { id: doc.id, isActive: true } },
                { success: LEGAL_MESSAGES.activated(typeName, doc.version) },
              )
            }
          >
            {saving ? 'Activating…' : 'Make Active'}
          </Button>
        )}
        <Link to={legalPaths.edit(doc.id)} aria-label={`Edit version ${doc.version}`}>
          Edit
        </Link>
      </Actions>
    </Row>
  );
}
