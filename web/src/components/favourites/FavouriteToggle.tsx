import { useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '../../auth/useAuth';
import { AuthPromptDialog } from '../auth-prompt/AuthPromptDialog';
import { HeartIcon } from '../icons';
import { useFavouriteToggle, type FavouriteKind } from './useFavouriteToggle';

const Heart = styled.button<{ $saved: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0.6rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $saved }) => ($saved ? theme.colors.terracottaLight : theme.colors.paper)};
  color: ${({ theme }) => theme.colors.terracottaDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  transition: background ${({ theme }) => theme.motion.base};

  &:hover {
    background: ${({ theme }) => theme.colors.terracottaLight};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

interface FavouriteToggleProps {
  kind: FavouriteKind;
  targetId: string;
  /** What is being saved, for the button's accessible name. */
  name: string;
  isFavourite: boolean;
}

/** A heart that saves or unsaves a brand, collection or product; visitors are asked to sign in. */
export function FavouriteToggle({ kind, targetId, name, isFavourite }: FavouriteToggleProps) {
  const { user } = useAuth();
  const [prompting, setPrompting] = useState(false);
  const { toggle, saving } = useFavouriteToggle(kind, targetId);
  const saved = !!user && isFavourite;
  return (
    <>
      <Heart
        type="button"
        $saved={saved}
        aria-pressed={saved}
        aria-label={saved ? `Remove ${name} from favourites` : `Save ${name} to favourites`}
        disabled={saving}
        onClick={() => (user ? toggle(saved) : setPrompting(true))}
      >
        <HeartIcon filled={saved} />
        {saved ? 'Saved' : 'Save'}
      </Heart>
      {prompting ? <AuthPromptDialog reason="saveFavourites" onClose={() => setPrompting(false)} /> : null}
    </>
  );
}
