import { APPLICATION_NOTES_MAX_LENGTH } from '@features/applications/rules';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { DangerButton } from '../kit/formSections';
import type { ApplicationDetailsDialog_application$key } from '../../__generated__/ApplicationDetailsDialog_application.graphql';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { CheckboxField } from '../../components/form/CheckboxField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { formatDate } from '../kit/format';
import { Fact, FactGrid } from '../kit/FactGrid';
import { OptionSelect } from '../kit/OptionSelect';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import {
  APPLICATION_STATUSES,
  applicationCategoryLabel,
  applicationStatusLabel,
  isApplicationStatus,
  type ApplicationStatusValue,
} from './applicationVocabulary';
import { DecisionNotice } from './DecisionNotice';
import { deleteConfirmation } from './deleteConfirmation';
import { type DecisionOutcome } from './decisionOutcome';
import type { useDeleteDesignerApplicationMutation } from './useDeleteDesignerApplicationMutation';
import type { useUpdateDesignerApplicationMutation } from './useUpdateDesignerApplicationMutation';
import { brandsPaths } from '../brands/paths';

const applicationDetailsFragment = graphql`
  fragment ApplicationDetailsDialog_application on DesignerApplication {
    id
    brandName
    designerName
    email
    phone
    website
    instagram
    location
    category
    description
    yearFounded
    contactEmail
    status
    canBeRejected
    notes
    createdAt
    updatedAt
    reviewedAt
    brand {
      id
      name
    }
  }
`;

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Description = styled.div`
  margin-block: ${({ theme }) => theme.space[4]};

  h3 {
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-family: inherit;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: flex-end;
`;

/** Deleting is kept apart from the review's own buttons. */
const DangerZone = styled.div`
  display: flex;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const BusyButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

/** An external address as a link: 'example.com' opens https://example.com. */
const externalHref = (address: string) => (/^https?:\/\//i.test(address) ? address : `https://${address}`);
const instagramHref = (handle: string) =>
  /^https?:\/\//i.test(handle) ? handle : `https://instagram.com/${handle.replace(/^@/, '')}`;

function DateFact({ term, value }: { term: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Fact term={term}>
      <time dateTime={value}>{formatDate(value)}</time>
    </Fact>
  );
}

interface ApplicationDetailsDialogProps {
  application: ApplicationDetailsDialog_application$key;
  update: ReturnType<typeof useUpdateDesignerApplicationMutation>;
  remove: ReturnType<typeof useDeleteDesignerApplicationMutation>;
  onClose: () => void;
  /** A saved decision with more to tell than the toast (a brand, a mail), for the page too. */
  onDecision: (outcome: DecisionOutcome) => void;
  onDeleted: () => void;
}

/**
 * Everything an applicant sent, and the reviewer's controls: any of the four statuses, notes, a
 * kind reply when rejecting, Update Status, Cancel and Delete Application. Focus returns to View
 * Details when it closes.
 */
export function ApplicationDetailsDialog({
  application: applicationKey,
  update,
  remove,
  onClose,
  onDecision,
  onDeleted,
}: ApplicationDetailsDialogProps) {
  const application = useFragment(applicationDetailsFragment, applicationKey);
  const reviewId = useId();
  const [status, setStatus] = useState<ApplicationStatusValue>(
    isApplicationStatus(application.status) ? application.status : 'new',
  );
  const [notes, setNotes] = useState(application.notes ?? '');
  const [sendReply, setSendReply] = useState(false);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { updateApplication, saving } = update;
  const { deleteApplication, deleting } = remove;

  // Rejected is not offered once the application has been approved (the API refuses it).
  const statusChoices = APPLICATION_STATUSES.filter((value) => value !== 'rejected' || application.canBeRejected);

  // The reply goes out only with a change to rejected (an application already rejected was answered then).
  const offerReply = status === 'rejected' && application.status !== 'rejected';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setOutcome(null);
    updateApplication(
      { id: application.id, status, notes, notifyApplicant: offerReply && sendReply },
      application.status,
      {
        onUpdated: (result) => {
          setSendReply(false);
          if (!result) return;
          setOutcome(result);
          onDecision(result);
        },
      },
    );
  };

  const close = () => {
    if (!deleting) onClose();
  };

  return (
    <Dialog title={`Application from ${application.brandName}`} onClose={close}>
      {/* Focus starts here, at the top of a long dialog, rather than on the first link in it. */}
      <Summary tabIndex={-1} data-autofocus>
        <ApplicationStatusBadge status={application.status} />
        <span>
          Submitted <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
        </span>
      </Summary>
      <FactGrid>
        <Fact term="Brand name">{application.brandName}</Fact>
        <Fact term="Designer">{application.designerName}</Fact>
        <Fact term="Email">
          <a href={`mailto:${application.email}`}>{application.email}</a>
        </Fact>
        {application.phone ? (
          <Fact term="Phone">
            <a href={`tel:${application.phone.replace(/\s+/g, '')}`}>{application.phone}</a>
          </Fact>
        ) : null}
        {application.website ? (
          <Fact term="Website">
            <a href={externalHref(application.website)} target="_blank" rel="noopener noreferrer">
              {application.website}
            </a>
          </Fact>
        ) : null}
        {application.instagram ? (
          <Fact term="Instagram">
            <a href={instagramHref(application.instagram)} target="_blank" rel="noopener noreferrer">
              {application.instagram}
            </a>
          </Fact>
        ) : null}
        <Fact term="Location">{application.location}</Fact>
        <Fact term="Category">{applicationCategoryLabel(application.category)}</Fact>
        {application.yearFounded ? <Fact term="Founded">{application.yearFounded}</Fact> : null}
        {application.contactEmail ? (
          <Fact term="Public contact email">
            <a href={`mailto:${application.contactEmail}`}>{application.contactEmail}</a>
          </Fact>
        ) : null}
        <DateFact term="Updated" value={application.updatedAt} />
        <DateFact term="Reviewed" value={application.reviewedAt} />
        {application.brand ? (
          <Fact term="Brand in the studio">
            <Link to={brandsPaths.edit(application.brand.id)}>{application.brand.name}</Link>
          </Fact>
        ) : null}
      </FactGrid>
      <Description>
        <h3>About the brand</h3>
        <p>{application.description}</p>
      </Description>

      {outcome ? <DecisionNotice outcome={outcome} /> : null}

      <Form onSubmit={submit} aria-labelledby={reviewId}>
        <h3 id={reviewId}>Review</h3>
        <OptionSelect
          label="Status"
          options={statusChoices.map((value) => ({ value, label: applicationStatusLabel(value) }))}
          hint={application.canBeRejected ? undefined : 'Approved once, so it can no longer be rejected.'}
          value={status}
          onChange={(event) => {
            const next = event.target.value;
            if (isApplicationStatus(next)) setStatus(next);
          }}
        />
        <TextAreaField
          label="Notes"
          hint="Only reviewers see these."
          value={notes}
          maxLength={APPLICATION_NOTES_MAX_LENGTH}
          onChange={(event) => setNotes(event.target.value)}
        />
        {offerReply ? (
          <CheckboxField
            label="Send the applicant a short, kind reply"
            checked={sendReply}
            onChange={(event) => setSendReply(event.target.checked)}
          />
        ) : null}
        <Actions>
          <BusyButton type="submit" $size="sm" aria-disabled={saving} aria-busy={saving}>
            {saving ? 'Updating...' : 'Update Status'}
          </BusyButton>
          <Button $variant="secondary" $size="sm" onClick={close}>
            Cancel
          </Button>
        </Actions>
        <DangerZone>
          <DangerButton $variant="secondary" $size="sm" onClick={() => setConfirming(true)}>
            Delete Application
          </DangerButton>
        </DangerZone>
      </Form>

      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete Application"
          message={deleteConfirmation(application.brandName)}
          deleting={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            deleteApplication(application.id, {
              onDeleted,
              onFailed: () => setConfirming(false),
            })
          }
        />
      ) : null}
    </Dialog>
  );
}
