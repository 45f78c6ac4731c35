import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ApplicationCard_application$key } from '../../__generated__/ApplicationCard_application.graphql';
import { EyeIcon } from '../../components/icons';
import { actionStyles } from '../kit/actionStyles';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { DeleteActionButton } from '../kit/RecordActionButtons';
import { formatDate } from '../kit/format';
import { TrashIcon } from '../kit/icons';
import { ApplicationDetailsDialog } from './ApplicationDetailsDialog';
import { Fact, FactGrid } from '../kit/FactGrid';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { applicationCategoryLabel, type ApplicationStatusValue } from './applicationVocabulary';
import { deleteConfirmation } from './deleteConfirmation';
import { type DecisionOutcome } from './decisionOutcome';
import { useDeleteDesignerApplicationMutation } from './useDeleteDesignerApplicationMutation';
import { useUpdateDesignerApplicationMutation } from './useUpdateDesignerApplicationMutation';
import { StudioCard } from '../kit/surfaces';
import { brandsPaths } from '../brands/paths';

const applicationCardFragment = graphql`
  fragment ApplicationCard_application on DesignerApplication {
    id
    brandName
    designerName
    email
    location
    category
    status
    canBeRejected
    createdAt
    brand {
      id
      name
    }
    ...ApplicationDetailsDialog_application
  }
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

const BrandLine = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};

  a {
    color: ${({ theme }) => theme.colors.indigo700};
    font-weight: 600;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const Flow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Action = styled.button`
  ${actionStyles}

  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`;

const AcceptButton = styled(Action)`
  background: ${({ theme }) => theme.colors.success};
  border-color: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.white};

  &:hover {
    background: ${({ theme }) => theme.colors.indigo900};
    border-color: ${({ theme }) => theme.colors.indigo900};
  }
`;

interface ApplicationCardProps {
  application: ApplicationCard_application$key;
  /** The connection the card is listed in, so a deletion takes it out. */
  connectionId: string;
  /** Reloads the list and the counts (after every change, saved or refused). */
  onReload: () => void;
  onDecision: (outcome: DecisionOutcome) => void;
  onDeleted: () => void;
}

type Step = { label: string; to: ApplicationStatusValue; describe: string };

/**
 * The card's review flow (spec section 4): new → reviewing → approved or rejected, or back to new.
 * An application approved before (and moved back to reviewing) is not offered Reject: the API refuses it.
 */
function stepsFor(status: string, brandName: string, canBeRejected: boolean): Step[] {
  if (status === 'new') return [{ label: 'Start Review', to: 'reviewing', describe: `Start review of ${brandName}` }];
  if (status === 'reviewing') {
    const steps: Step[] = [
      { label: 'Accept', to: 'approved', describe: `Accept ${brandName}` },
      { label: 'Reject', to: 'rejected', describe: `Reject ${brandName}` },
      { label: 'Cancel', to: 'new', describe: `Cancel review of ${brandName}` },
    ];
    return steps.filter((step) => canBeRejected || step.to !== 'rejected');
  }
  return [];
}

/** One application: who applied, from where, in what category, its status and the review actions. */
export function ApplicationCard({
  application: applicationKey,
  connectionId,
  onReload,
  onDecision,
  onDeleted,
}: ApplicationCardProps) {
  const application = useFragment(applicationCardFragment, applicationKey);
  const headingId = useId();
  const [viewing, setViewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateDesignerApplicationMutation(onReload);
  const remove = useDeleteDesignerApplicationMutation(connectionId, onReload);
  const { updateApplication, saving } = update;

  // A step's button goes away with the status it belonged to; focus moves to the next step's first
  // button, or to View Details once the review is decided (also when a refused change is undone).
  const flowRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const flow = flowRef.current;
    (flow?.querySelector<HTMLElement>('[data-step]') ?? flow?.querySelector<HTMLElement>('button'))?.focus();
  }, [application.status]);

  const take = (step: Step) => {
    if (saving) return;
    refocus.current = true;
    updateApplication({ id: application.id, status: step.to }, application.status, {
      onUpdated: (outcome) => outcome && onDecision(outcome),
      onFailed: () => {
        refocus.current = true;
      },
    });
  };

  const steps = stepsFor(application.status, application.brandName, application.canBeRejected);

  return (
    <StudioCard aria-labelledby={headingId}>
      <Top>
        <h3 id={headingId}>{application.brandName}</h3>
        <ApplicationStatusBadge status={application.status} />
      </Top>
      <FactGrid>
        <Fact term="Designer">{application.designerName}</Fact>
        <Fact term="Email">
          <a href={`mailto:${application.email}`}>{application.email}</a>
        </Fact>
        <Fact term="Location">{application.location}</Fact>
        <Fact term="Category">{applicationCategoryLabel(application.category)}</Fact>
        <Fact term="Submitted">
          <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
        </Fact>
      </FactGrid>
      {application.brand ? (
        <BrandLine>
          Brand: <Link to={brandsPaths.edit(application.brand.id)}>{application.brand.name}</Link>
        </BrandLine>
      ) : null}
      <Bottom>
        <Flow ref={flowRef} role="group" aria-label={`Review ${application.brandName}`}>
          <Action
            type="button"
            aria-label={`View Details of ${application.brandName}`}
            onClick={() => setViewing(true)}
          >
            <EyeIcon />
            View Details
          </Action>
          {steps.map((step, index) => {
            const Button = step.to === 'approved' ? AcceptButton : Action;
            return (
              <Button
                key={step.to}
                type="button"
                data-step={index === 0 ? '' : undefined}
                aria-label={step.describe}
                aria-disabled={saving}
                onClick={() => take(step)}
              >
                {step.label}
              </Button>
            );
          })}
        </Flow>
        <DeleteActionButton
          type="button"
          aria-label={`Delete application from ${application.brandName}`}
          onClick={() => setConfirming(true)}
        >
          <TrashIcon />
          Delete
        </DeleteActionButton>
      </Bottom>

      {viewing ? (
        <ApplicationDetailsDialog
          application={application}
          update={update}
          remove={remove}
          onClose={() => setViewing(false)}
          onDecision={onDecision}
          onDeleted={onDeleted}
        />
      ) : null}
      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete Application"
          message={deleteConfirmation(application.brandName)}
          deleting={remove.deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.deleteApplication(application.id, { onDeleted, onFailed: () => setConfirming(false) })
          }
        />
      ) : null}
    </StudioCard>
  );
}
