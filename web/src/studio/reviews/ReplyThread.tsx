import { REVIEW_STUDIO_MESSAGES } from '@features/reviews/messages';
import { useState } from 'react';
import { graphql } from 'react-relay';
import styled from 'styled-components';
import type { ReplyAuthorKind } from '../../__generated__/ReviewCard_review.graphql';
import type { ReplyThreadDeleteMutation } from '../../__generated__/ReplyThreadDeleteMutation.graphql';
import type { ReplyThreadUpdateMutation } from '../../__generated__/ReplyThreadUpdateMutation.graphql';
import { Badge } from '../../components/Badge';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { actionStyles } from '../kit/actionStyles';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { formatDateTime } from '../kit/dateTime';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { ReplyForm } from './ReplyForm';
import { useFocusOnClose } from './useFocusOnClose';

// A changed reply is marked edited on the brand page.
const updateReplyMutation = graphql`
  mutation ReplyThreadUpdateMutation($input: UpdateReviewReplyInput!) {
    updateReviewReply(input: $input) {
      review {
        ...ReviewCard_review
      }
    }
  }
`;

const deleteReplyMutation = graphql`
  mutation ReplyThreadDeleteMutation($id: ID!) {
    deleteReviewReply(id: $id) {
      review {
        ...ReviewCard_review
      }
    }
  }
`;

const UPDATE_TEXTS = {
  success: REVIEW_STUDIO_MESSAGES.replyUpdated,
  failure: userFacing(REVIEW_STUDIO_MESSAGES.updateFailed),
};
const DELETE_TEXTS = {
  success: REVIEW_STUDIO_MESSAGES.replyDeleted,
  failure: userFacing(REVIEW_STUDIO_MESSAGES.deleteFailed),
};

export interface StudioReply {
  readonly id: string;
  readonly adminName: string;
  readonly authorKind: ReplyAuthorKind;
  readonly replyText: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly edited: boolean;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.indigo50};
  border-left: 3px solid ${({ theme }) => theme.colors.indigo600};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;

  strong {
    color: ${({ theme }) => theme.colors.indigo900};
  }
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Action = styled.button`
  ${actionStyles}
`;

const DeleteAction = styled(Action)`
  color: ${({ theme }) => theme.colors.danger};
`;

interface ReplyItemProps {
  reply: StudioReply;
  brandName: string;
  reviewAuthor: string;
  /** Whether the viewer may edit and delete this reply (the API checks again). */
  changeable: boolean;
}

function ReplyItem({ reply, brandName, reviewAuthor, changeable }: ReplyItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useStudioMutation<ReplyThreadUpdateMutation>(updateReplyMutation, UPDATE_TEXTS);
  const remove = useStudioMutation<ReplyThreadDeleteMutation>(deleteReplyMutation, DELETE_TEXTS);
  const editButtonRef = useFocusOnClose<HTMLButtonElement>(editing);
  const whose = `the reply from ${reply.adminName} to ${reviewAuthor}`;

  if (editing)
    return (
      <Item>
        <ReplyForm
          label={`Edit ${whose}`}
          brandName={brandName}
          chooseAuthor={false}
          initial={{ text: reply.replyText, as: reply.authorKind }}
          submitLabel="Save Reply"
          busy={update.busy}
          onSubmit={async (replyText) => {
            const outcome = await update.run({ input: { id: reply.id, replyText } });
            if (outcome.ok) setEditing(false);
            return outcome;
          }}
          onCancel={() => setEditing(false)}
        />
      </Item>
    );

  return (
    <Item>
      <Meta>
        <strong>{reply.adminName}</strong>
        <Badge $tone={reply.authorKind === 'brand' ? 'ochre' : 'indigo'}>
          {reply.authorKind === 'brand' ? 'Brand reply' : 'Platform reply'}
        </Badge>
        <span>{formatDateTime(reply.createdAt)}</span>
        {reply.edited ? <span>(edited {formatDateTime(reply.updatedAt)})</span> : null}
      </Meta>
      <Text>{reply.replyText}</Text>
      {changeable ? (
        <Actions>
          <Action ref={editButtonRef} type="button" onClick={() => setEditing(true)}>
            Edit<VisuallyHidden> {whose}</VisuallyHidden>
          </Action>
          <DeleteAction type="button" onClick={() => setConfirming(true)}>
            Delete<VisuallyHidden> {whose}</VisuallyHidden>
          </DeleteAction>
        </Actions>
      ) : null}
      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete Reply"
          message={`Are you sure you want to delete the reply from ${reply.adminName}? It will no longer show under the review on the brand page. This action cannot be undone.`}
          deleting={remove.busy}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            await remove.run({ id: reply.id });
            setConfirming(false);
          }}
        />
      ) : null}
    </Item>
  );
}

interface ReplyThreadProps {
  replies: readonly StudioReply[];
  brandName: string;
  reviewAuthor: string;
  mayChange: (reply: StudioReply) => boolean;
}

/** A review's replies, oldest first, each with Edit and Delete for those who may change it. */
export function ReplyThread({ replies, brandName, reviewAuthor, mayChange }: ReplyThreadProps) {
  if (replies.length === 0) return null;
  return (
    <List aria-label={`Replies to ${reviewAuthor}`}>
      {replies.map((reply) => (
        <ReplyItem
          key={reply.id}
          reply={reply}
          brandName={brandName}
          reviewAuthor={reviewAuthor}
          changeable={mayChange(reply)}
        />
      ))}
    </List>
  );
}
