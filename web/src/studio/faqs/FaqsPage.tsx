import { FAQ_MESSAGES } from '@features/faqs/messages';
import { startTransition, useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../components/Button';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { useListFilters } from '../kit/list/useListFilters';
import { STUDIO_HOME_PATH } from '../kit/studioHome';
import { useStudioViewer } from '../shell/StudioViewerContext';
import type { FaqCardData } from './FaqCard';
import { FaqDialog } from './FaqDialog';
import { faqFilters } from './faqFilters';
import { FaqList } from './FaqList';
import { canManageFaqs } from './faqsAccess';
import { faqsPaths } from './paths';

/** The dialog: closed, adding, or editing one entry. */
type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; faq: FaqCardData };

/**
 * /studio/faqs (super admins only; everyone else goes to /studio): the site's questions and
 * answers, filtered by category, page location and words, inactive ones only on request.
 */
export function FaqsPage() {
  const viewer = useStudioViewer();
  const filters = useListFilters(faqFilters);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = useCallback(() => startTransition(() => setRefreshKey((key) => key + 1)), []);
  if (!canManageFaqs(viewer)) return <Navigate to={STUDIO_HOME_PATH} replace />;
  const add = () => setDialog({ mode: 'add' });

  return (
    <>
      <StudioListRoute
        title="FAQs"
        noun="FAQs"
        returnTo={faqsPaths.list}
        // The spec names no sign-in text for this screen.
        signIn="Please log in to manage the FAQs."
        loadFailed={{ title: 'The FAQs could not be loaded.', toast: FAQ_MESSAGES.fetchFailed }}
        eyebrow="Site content"
        lead="The questions and answers on the FAQ, contact and join pages, in display order. Only active entries are shown there."
        actions={<Button onClick={add}>Add FAQ</Button>}
        filters={filters}
      >
        {(queryRef, list) => (
          <FaqList
            queryRef={queryRef}
            {...list}
            refreshKey={refreshKey}
            onAdd={add}
            onEdit={(faq) => setDialog({ mode: 'edit', faq })}
            onChanged={refresh}
          />
        )}
      </StudioListRoute>
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
