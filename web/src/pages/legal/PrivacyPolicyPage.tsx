import { BackToHome } from './BackLink';
import { LegalDocumentPage } from './LegalDocumentPage';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return <LegalDocumentPage kind="privacy_policy" backLink={<BackToHome label="Back" />} />;
}
