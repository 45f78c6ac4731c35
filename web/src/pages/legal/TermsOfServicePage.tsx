import { Link } from 'react-router';
import styled from 'styled-components';
import { BackToHome } from './BackLink';
import { LegalDocumentPage } from './LegalDocumentPage';

const Footnote = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  a {
    color: ${({ theme }) => theme.colors.indigo800};
  }
`;

/** /terms-of-service */
export function TermsOfServicePage() {
  return (
    <LegalDocumentPage
      kind="terms_of_service"
      backLink={<BackToHome label="Back to Home" />}
      footer={
        <Footnote>
          These terms were last updated January 1, 2025. See also our <Link to="/privacy-policy">Privacy Policy</Link>.
        </Footnote>
      }
    />
  );
}
