import { FAQ_MESSAGES } from '@features/faqs/messages';
import { startTransition, useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import type { FaqResultsQuery } from '../../__generated__/FaqResultsQuery.graphql';
import { Button } from '../../components/Button';
import { ListFilterBar } from '../kit/list/ListFilterBar';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import type { FaqCardData } from './FaqCard';
import { FaqDialog } from './FaqDialog';
import { faqFilters } from './faqFilters';
import { FaqList } from './FaqList';
import { canManageFaqs, FAQS_PATH } from './faqsAccess';
import { STUDIO_HOME_PATH } from '../kit/studioHome';

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
  const { filters, updateFilters, resetFilters } = useUrlFilters(faqFilters);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = useCallback(() => startTransition(() => setRefreshKey((key) => key + 1)), []);

  if (!canManageFaqs(viewer)) return <Navigate to={STUDIO_HOME_PATH} replace />;

  const add = () => setDialog({ mode: 'add' });

  return (
    <>
      <StudioListRoute<FaqResultsQuery>
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
        filters={
          <ListFilterBar label="Filter FAQs" definition={faqFilters} values={filters} onChange={updateFilters} />
        }
        loadingLabel="Loading FAQs"
        loadFailed={{ title: 'The FAQs could not be loaded.', toast: FAQ_MESSAGES.fetchFailed }}
      >
        {(queryRef) => (
          <FaqList
            queryRef={queryRef}
            refreshKey={refreshKey}
            filtered={faqFilters.narrows(filters)}
            onResetFilters={resetFilters}
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
