import { APPLICATION_MESSAGES } from '@features/applications/messages';
import { graphql } from 'react-relay';
import type { useUpdateDesignerApplicationMutation as UpdateApplicationMutation } from '../../__generated__/useUpdateDesignerApplicationMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { ApplicationStatusValue } from './applicationVocabulary';
import { decisionOutcome, type DecisionOutcome } from './decisionOutcome';
import { updateFailureMessage } from './updateFailureMessage';

const updateApplicationMutation = graphql`
  mutation useUpdateDesignerApplicationMutation($input: UpdateDesignerApplicationInput!) {
    updateDesignerApplication(input: $input) {
      applicantMailed
      application {
        id
        brandName
        designerName
        email
        status
        canBeRejected
        notes
        reviewedAt
        updatedAt
        brand {
          id
          name
        }
      }
    }
  }
`;

export interface ApplicationChange {
  /** The application's global id. */
  id: string;
  status: ApplicationStatusValue;
  /** Omitted: unchanged; blank clears them. */
  notes?: string;
  /** With a change to rejected: mail the applicant a short, kind reply. */
  notifyApplicant?: boolean;
}

interface UpdateCallbacks {
  /** The server saved it; `outcome` says what more to tell the reviewer (a new brand, a mail), if anything. */
  onUpdated?: (outcome: DecisionOutcome | null) => void;
  onFailed?: () => void;
}

const TEXTS = { success: APPLICATION_MESSAGES.updated, failure: updateFailureMessage };

/**
 * Sets an application's status (and notes), wherever that is done: the card's Start Review,
 * Accept, Reject and Cancel, and the detail dialog's Update Status. The change shows at once; the
 * list and the counts are reloaded afterwards (`reload`), whether the server saved it or refused.
 */
export function useUpdateDesignerApplicationMutation(reload: () => void) {
  const { run, busy } = useStudioMutation<UpdateApplicationMutation>(updateApplicationMutation, TEXTS);
  const updateApplication = async (
    change: ApplicationChange,
    previousStatus: string,
    { onUpdated, onFailed }: UpdateCallbacks = {},
  ) => {
    const { id, status, notes, notifyApplicant } = change;
    const replyRequested = status === 'rejected' && notifyApplicant === true;
    await run(
      { input: { id, status, ...(notes !== undefined ? { notes } : {}), notifyApplicant: replyRequested } },
      {
        optimisticUpdater: (store) => {
          const record = store.get(id);
          if (!record) return;
          record.setValue(status, 'status');
          if (status === 'approved') record.setValue(false, 'canBeRejected');
          if (notes !== undefined) record.setValue(notes.trim() || null, 'notes');
        },
        onDone: (response) => {
          const { application, applicantMailed } = response.updateDesignerApplication;
          onUpdated?.(
            decisionOutcome({
              brandName: application.brandName,
              designerName: application.designerName,
              email: application.email,
              previousStatus,
              status: application.status,
              brand: application.brand ?? null,
              applicantMailed,
              replyRequested,
            }),
          );
        },
        onFailed,
      },
    );
    reload();
  };
  return { updateApplication, saving: busy };
}
