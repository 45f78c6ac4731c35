import { Link } from 'react-router';
import styled from 'styled-components';
import { useLoginPathReturningHere } from '../../auth/useLoginPathReturningHere';
import { ButtonLink } from '../Button';
import { Dialog } from '../Dialog';
import { AUTH_PROMPTS, type AuthPromptReason } from './authPrompts';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const SignUpNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
  }
`;

/** Asks a visitor to sign in (and come back to this page) or to create an account. */
export function AuthPromptDialog({ reason, onClose }: { reason: AuthPromptReason; onClose: () => void }) {
  const signInPath = useLoginPathReturningHere();
  const prompt = AUTH_PROMPTS[reason];
  return (
    <Dialog title={prompt.title} onClose={onClose}>
      <Body>
        <p>{prompt.message}</p>
        <ButtonLink to={signInPath} data-autofocus>
          Sign In
        </ButtonLink>
        <SignUpNote>
          Don't have an account? <Link to="/signup">Sign up</Link>
        </SignUpNote>
      </Body>
    </Dialog>
  );
}
