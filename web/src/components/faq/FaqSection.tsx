import { Suspense, type ComponentProps } from 'react';
import { ErrorBoundary } from '../ErrorBoundary';
import { PageNote } from '../content-page/PageBody';
import { FAQ_TEXTS, FaqList } from './FaqList';

/** FaqList with its loading and error states. */
export function FaqSection(props: ComponentProps<typeof FaqList>) {
  return (
    <ErrorBoundary fallback={() => <PageNote role="alert">{FAQ_TEXTS.failed}</PageNote>}>
      <Suspense fallback={<PageNote role="status">Loading FAQs…</PageNote>}>
        <FaqList {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
