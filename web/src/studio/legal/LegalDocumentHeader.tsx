import { ArrowLeftIcon } from '../../components/icons';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { BackLink } from './LegalDocumentsPage';
import { legalPaths } from './paths';

/** The heading of a version's form, under a link back to the list. */
export function LegalDocumentHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <BackLink to={legalPaths.list}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to Legal Documents
      </BackLink>
      <StudioPageHeader eyebrow="Legal Documents" title={title} lead={lead} />
    </>
  );
}
