import styled from 'styled-components';
import { formatDate } from '../../lib/formatDate';

export interface Reply {
  readonly id: string;
  readonly adminName: string;
  readonly replyText: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** True when updated_at differs from created_at. */
  readonly edited: boolean;
}

const Wrapper = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.indigo50};
  border-left: 3px solid ${({ theme }) => theme.colors.indigo600};
  border-radius: ${({ theme }) => theme.radii.sm};

  h4 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.indigo700};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const ReplyMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};

  strong {
    color: ${({ theme }) => theme.colors.indigo900};
  }
`;

const ReplyText = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const EditedMarker = styled.span`
  font-style: italic;
`;

/** Replies under a review, from the brand (signed with its name) or from the Adire Team. */
export function ReviewReplies({ replies }: { replies: readonly Reply[] }) {
  if (replies.length === 0) return null;
  return (
    <Wrapper>
      <h4>{replies.length === 1 ? 'Admin Reply' : 'Admin Replies'}</h4>
      <ul>
        {replies.map((reply) => (
          <li key={reply.id}>
            <ReplyMeta>
              <strong>{reply.adminName}</strong> · <time dateTime={reply.createdAt}>{formatDate(reply.createdAt)}</time>
              {reply.edited ? (
                <EditedMarker title={`Edited ${formatDate(reply.updatedAt)}`}> (edited)</EditedMarker>
              ) : null}
            </ReplyMeta>
            <ReplyText>{reply.replyText}</ReplyText>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
