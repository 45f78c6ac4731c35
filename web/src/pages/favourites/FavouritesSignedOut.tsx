import { useState } from 'react';
import styled from 'styled-components';
import { loginPathReturningTo } from '../../auth/signInTarget';
import { ButtonLink } from '../../components/Button';
import { AuthPromptDialog } from '../../components/auth-prompt/AuthPromptDialog';

const Note = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};

  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

/** Favourites belong to an account: visitors are asked to sign in, and can still do so after closing the prompt. */
export function FavouritesSignedOut() {
  const [prompting, setPrompting] = useState(true);
  return (
    <>
      <Note>
        <p>Sign in to see the brands, collections and products you saved.</p>
        <ButtonLink to={loginPathReturningTo('/favourites')}>Sign In</ButtonLink>
      </Note>
      {prompting ? <AuthPromptDialog reason="generalAccess" onClose={() => setPrompting(false)} /> : null}
    </>
  );
}
