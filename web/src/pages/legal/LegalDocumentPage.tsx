import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageBody, PageNote } from '../../components/content-page/PageBody';
import { PageHeader } from '../../components/content-page/PageHeader';
import { JsonLd } from '../../components/seo/JsonLd';
import { breadcrumbJsonLd } from '../../components/seo/structuredData';
import { LegalContactSection } from './LegalContactSection';
import { LegalDocumentContent } from './LegalDocumentContent';
import { LEGAL_FAILED, LEGAL_TEXTS, type LegalDocumentKind } from './legalTexts';

// Lines of reading length, aligned with the title above.
const Narrow = styled(PageBody)`
  > * {
    max-width: 52rem;
  }
`;

interface LegalDocumentPageProps {
  kind: LegalDocumentKind;
  backLink: ReactNode;
  footer?: ReactNode;
}

/** A legal page: the active document, a way back, and how to ask about it. */
export function LegalDocumentPage({ kind, backLink, footer }: LegalDocumentPageProps) {
  const texts = LEGAL_TEXTS[kind];
  return (
    <>
      <title>{`${texts.title} — Adire`}</title>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: texts.title, path: texts.path },
        ])}
      />
      <PageHeader eyebrow="Legal" title={texts.title}>
        {backLink}
      </PageHeader>
      <Narrow>
        <ErrorBoundary fallback={() => <PageNote role="alert">{LEGAL_FAILED}</PageNote>}>
          <Suspense fallback={<PageNote role="status">{texts.loading}</PageNote>}>
            <LegalDocumentContent kind={kind} />
          </Suspense>
        </ErrorBoundary>
        <LegalContactSection />
        {footer}
      </Narrow>
    </>
  );
}
