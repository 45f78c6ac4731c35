import { useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '../../auth/useAuth';
import { AuthPromptDialog } from '../../components/auth-prompt/AuthPromptDialog';
import { HeartIcon } from '../../components/icons';
import { useToast } from '../../shell/toast/useToast';

const Heart = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0.6rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.terracottaDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  transition: background ${({ theme }) => theme.motion.base};

  &:hover { background: ${({ theme }) => theme.colors.terracottaLight}; }
`;

/** Saving favourites needs an account: visitors are asked to sign in first. */
export function FavouriteButton({ brandName }: { brandName: string }) {
  const { user } = useAuth();
  const { showToast } = useToast();
  const [prompting, setPrompting] = useState(false);
  return (
    <>
      <Heart
        type="button"
        aria-label={`Save ${brandName} to favourites`}
        onClick={() => (user ? showToast('Saving favourites is coming soon.') : setPrompting(true))}
      >
        <HeartIcon />
        Save
      </Heart>
      {prompting ? <AuthPromptDialog reason="saveFavourites" onClose={() => setPrompting(false)} /> : null}
    </>
  );
}
