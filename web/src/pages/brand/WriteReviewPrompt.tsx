import styled from 'styled-components';
import { useLoginPathReturningHere } from '../../auth/useLoginPathReturningHere';
import { Button, ButtonLink } from '../../components/Button';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.ochreLight};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** What a signed-out visitor sees after pressing 'Write a Review'; signing in brings them back here. */
export function WriteReviewPrompt({ onCancel }: { onCancel: () => void }) {
  const signInPath = useLoginPathReturningHere();
  return (
    <Panel role="region" aria-labelledby="review-auth-title">
      <h3 id="review-auth-title">Authentication Required</h3>
      <p>You need to be signed in to write a review.</p>
      <Actions>
        <ButtonLink to={signInPath}>Sign In to Review</ButtonLink>
        <Button $variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Panel>
  );
}
