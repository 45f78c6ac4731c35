import { FAQ_MESSAGES } from '@features/faqs/messages';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { FaqCard_faq$data, FaqCard_faq$key } from '../../__generated__/FaqCard_faq.graphql';
import type { FaqCardActiveMutation } from '../../__generated__/FaqCardActiveMutation.graphql';
import type { FaqCardDeleteMutation } from '../../__generated__/FaqCardDeleteMutation.graphql';
import { Badge } from '../../components/Badge';
import { FaqAnswer } from '../../components/faq/FaqAnswer';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { CardMeta } from '../kit/surfaces';
import { RecordActionButton, RecordDeleteButton } from '../kit/RecordActionButtons';
import { labelOf } from '../kit/vocabulary';
import { ActiveSwitch } from '../kit/ActiveSwitch';
import { CATEGORY_LABELS, PAGE_LOCATION_LABELS } from './faqVocabulary';

const faqCardFragment = graphql`
  fragment FaqCard_faq on Faq {
    id
    question
    answer
    category
    pageLocation
    displayOrder
    isActive
  }
`;

export type FaqCardData = FaqCard_faq$data;

const setActiveMutation = graphql`
  mutation FaqCardActiveMutation($input: UpdateFaqInput!) {
    updateFaq(input: $input) {
      faq {
        id
        ...FaqCard_faq
      }
    }
  }
`;

const deleteFaqMutation = graphql`
  mutation FaqCardDeleteMutation($id: ID!, $connections: [ID!]!) {
    deleteFaq(id: $id) {
      deletedFaqId @deleteEdge(connections: $connections)
    }
  }
`;

const ACTIVE_TEXTS = { failure: FAQ_MESSAGES.updateFailed };
const DELETE_TEXTS = { success: FAQ_MESSAGES.deleted, failure: FAQ_MESSAGES.deleteFailed };

const Card = styled.article<{ $inactive: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ $inactive, theme }) => ($inactive ? theme.colors.ivoryDeep : theme.colors.paper)};
  border: 1px ${({ $inactive }) => ($inactive ? 'dashed' : 'solid')} ${({ theme }) => theme.colors.lineStrong};
  border-left: 4px solid ${({ $inactive, theme }) => ($inactive ? theme.colors.lineStrong : theme.colors.success)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  min-width: 0;
`;

/**
 * Inactive entries are dimmed (spec section 2): a greyed card and softer text, kept readable
 * (contrast) rather than faded with opacity; the switch and buttons stay at full strength.
 */
const Content = styled.div<{ $inactive: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ $inactive, theme }) => ($inactive ? theme.colors.inkMuted : theme.colors.ink)};

  h3 {
    color: ${({ $inactive, theme }) => ($inactive ? theme.colors.inkSoft : theme.colors.indigo900)};
  }
  img {
    filter: ${({ $inactive }) => ($inactive ? 'grayscale(1)' : 'none')};
  }
`;

const Question = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Answer = styled(FaqAnswer)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

interface FaqCardProps {
  faq: FaqCard_faq$key;
  /** The list's connection, which a deleted entry leaves at once. */
  connectionId: string;
  onEdit: (faq: FaqCardData) => void;
  /** After a change the list shows again as the filters have it (a deactivated entry may leave). */
  onChanged: () => void;
}

/** One entry: where it shows, its question and answer, the Active switch, Edit and Delete. */
export function FaqCard({ faq: faqKey, connectionId, onEdit, onChanged }: FaqCardProps) {
  const faq = useFragment(faqCardFragment, faqKey);
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const setActive = useStudioMutation<FaqCardActiveMutation>(setActiveMutation, ACTIVE_TEXTS);
  const remove = useStudioMutation<FaqCardDeleteMutation>(deleteFaqMutation, DELETE_TEXTS);
  const inactive = !faq.isActive;

  return (
    <Card aria-labelledby={headingId} $inactive={inactive}>
      <Content $inactive={inactive}>
        <CardMeta>
          <Badge>{labelOf(CATEGORY_LABELS, faq.category)}</Badge>
          <Badge $tone="ochre">{labelOf(PAGE_LOCATION_LABELS, faq.pageLocation)}</Badge>
          <span>Order {faq.displayOrder}</span>
          {inactive ? <Badge $tone="glass">Inactive: not shown on the site</Badge> : null}
        </CardMeta>
        <Question id={headingId}>{faq.question}</Question>
        <Answer html={faq.answer} />
      </Content>
      <Actions>
        <ActiveSwitch
          active={faq.isActive}
          subject={faq.question}
          onLabel="Shown"
          saving={setActive.busy}
          onChange={(isActive) =>
            void setActive.run(
              { input: { id: faq.id, isActive } },
              {
                // Shown at once, undone if the server refuses.
                optimisticUpdater: (store) => store.get(faq.id)?.setValue(isActive, 'isActive'),
                success: isActive ? FAQ_MESSAGES.activated : FAQ_MESSAGES.deactivated,
                onDone: onChanged,
              },
            )
          }
        />
        <RecordActionButton action="Edit" record={faq.question} onClick={() => onEdit(faq)} />
        <RecordDeleteButton record={faq.question} onClick={() => setConfirming(true)} />
      </Actions>
      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete FAQ"
          message={FAQ_MESSAGES.confirmDelete}
          deleting={remove.busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void remove.run(
              { id: faq.id, connections: [connectionId] },
              {
                onDone: () => {
                  setConfirming(false);
                  onChanged();
                },
                onFailed: () => setConfirming(false),
              },
            )
          }
        />
      ) : null}
    </Card>
  );
}
