import { FAQ_MESSAGES } from '@features/faqs/messages';
import { startTransition, useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../components/Button';
import { StudioListScreen } from '../kit/StudioListScreen';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import type { FaqCardData } from './FaqCard';
import { FaqDialog } from './FaqDialog';
import { faqFilterCodec, hasNarrowingFilters, toFaqFilterInput } from './faqFilters';
import { FaqFilterBar } from './FaqFilterBar';
import { FaqResults } from './FaqResults';
import { canManageFaqs, FAQS_PATH, STUDIO_HOME_PATH } from './faqsAccess';

export const FAQS_TITLE = 'FAQs';
/** The spec names no sign-in text for this screen. */
export const FAQS_SIGN_IN = 'Please log in to manage the FAQs.';

/** The dialog: closed, adding, or editing one entry. */
type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; faq: FaqCardData };

/**
 * /studio/faqs (super admins only; everyone else goes to /studio): the site's questions and
 * answers, filtered by category, page location and words, inactive ones only on request.
 */
export function FaqsPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useUrlFilters(faqFilterCodec);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = useCallback(() => startTransition(() => setRefreshKey((key) => key + 1)), []);

  if (!canManageFaqs(viewer)) return <Navigate to={STUDIO_HOME_PATH} replace />;

  const filter = toFaqFilterInput(filters);
  const add = () => setDialog({ mode: 'add' });

  return (
    <>
      <StudioListScreen
        title={FAQS_TITLE}
        signIn={{ message: FAQS_SIGN_IN, returnTo: FAQS_PATH }}
        header={
          <StudioHeaderRow>
            <StudioPageHeader
              eyebrow="Site content"
              title={FAQS_TITLE}
              lead="The questions and answers on the FAQ, contact and join pages, in display order. Only active entries are shown there."
            />
            <Button onClick={add}>Add FAQ</Button>
          </StudioHeaderRow>
        }
        filters={<FaqFilterBar filters={filters} onChange={updateFilters} />}
        listKey={JSON.stringify(filter)}
        loadingLabel="Loading FAQs"
        loadFailed={{ title: 'The FAQs could not be loaded.', toast: FAQ_MESSAGES.fetchFailed }}
      >
        {(fetchKey) => (
          <FaqResults
            filter={filter}
            fetchKey={fetchKey}
            refreshKey={refreshKey}
            filtered={hasNarrowingFilters(filters)}
            onResetFilters={resetFilters}
            onAdd={add}
            onEdit={(faq) => setDialog({ mode: 'edit', faq })}
            onChanged={refresh}
          />
        )}
      </StudioListScreen>
      {dialog.mode === 'closed' ? null : (
        <FaqDialog
          faq={dialog.mode === 'edit' ? dialog.faq : null}
          onClose={() => setDialog({ mode: 'closed' })}
          onSaved={refresh}
        />
      )}
    </>
  );
}
