import { useEffect, useId, useRef, useState } from 'react';
import { graphql } from 'react-relay';
import styled from 'styled-components';
import type { OwnedBrandsGrantMutation } from '../../__generated__/OwnedBrandsGrantMutation.graphql';
import type { OwnedBrandsRevokeMutation } from '../../__generated__/OwnedBrandsRevokeMutation.graphql';
import { Button } from '../../components/Button';
import { CloseIcon } from '../../components/icons';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { BrandPicker } from './BrandPicker';

// The answers bring the user's brands, so the chips follow the server.
const grantBrandsMutation = graphql`
  mutation OwnedBrandsGrantMutation($input: GrantBrandsInput!) {
    grantBrands(input: $input) {
      user {
        id
        ownedBrands {
          id
          name
        }
      }
    }
  }
`;

const revokeBrandMutation = graphql`
  mutation OwnedBrandsRevokeMutation($input: RevokeBrandInput!) {
    revokeBrand(input: $input) {
      user {
        id
        ownedBrands {
          id
          name
        }
      }
    }
  }
`;

const GRANT_TEXTS = { failure: userFacing('Failed to add the brand') };
const REVOKE_TEXTS = { failure: userFacing('Failed to remove the brand') };

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};

  h4 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: 0.15rem 0.2rem 0.15rem 0.7rem;
  background: ${({ theme }) => theme.colors.indigo50};
  border: 1px solid ${({ theme }) => theme.colors.indigo100};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.indigo900};

  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const RemoveButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.indigo800};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.terracottaLight};
    color: ${({ theme }) => theme.colors.danger};
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.5;
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const None = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const AddButton = styled(Button)`
  justify-self: start;
`;

interface OwnedBrandsProps {
  userId: string;
  email: string;
  brands: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

/** The brands a user manages, each with a remove button, and a picker to add another. */
export function OwnedBrands({ userId, email, brands }: OwnedBrandsProps) {
  const headingId = useId();
  const grant = useStudioMutation<OwnedBrandsGrantMutation>(grantBrandsMutation, GRANT_TEXTS);
  const revoke = useStudioMutation<OwnedBrandsRevokeMutation>(revokeBrandMutation, REVOKE_TEXTS);
  const revoking = revoke.busy;
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);

  // Closing the picker or removing a brand takes away the focused control: focus goes to 'Add brand'.
  const addRef = useRef<HTMLButtonElement>(null);
  const [focusAdd, setFocusAdd] = useState(0);
  useEffect(() => {
    if (focusAdd) addRef.current?.focus();
  }, [focusAdd]);
  const closePicker = () => {
    setPicking(false);
    setFocusAdd((n) => n + 1);
  };

  const remove = (brand: { id: string; name: string }) => {
    if (revoking) return;
    setRemovingId(brand.id);
    void revoke.run(
      { input: { userId, brandId: brand.id } },
      {
        success: `Brand removed: ${email} no longer manages ${brand.name}`,
        onDone: () => setFocusAdd((n) => n + 1),
      },
    );
  };

  return (
    <Section aria-labelledby={headingId}>
      <h4 id={headingId}>Owned brands</h4>
      {brands.length ? (
        <Chips aria-label={`Brands owned by ${email}`}>
          {brands.map((brand) => {
            const busy = revoking && removingId === brand.id;
            return (
              <Chip key={brand.id}>
                <span>{brand.name}</span>
                <RemoveButton
                  type="button"
                  aria-label={`Remove ${brand.name} from ${email}`}
                  aria-disabled={revoking}
                  aria-busy={busy}
                  onClick={() => remove(brand)}
                >
                  <CloseIcon aria-hidden="true" />
                </RemoveButton>
              </Chip>
            );
          })}
        </Chips>
      ) : (
        <None>No brands</None>
      )}
      {picking ? (
        <BrandPicker
          email={email}
          ownedIds={brands.map((brand) => brand.id)}
          granting={grant.busy}
          onCancel={closePicker}
          onPick={(brand) =>
            void grant.run(
              { input: { userId, brandIds: [brand.id] } },
              { success: `Brand added: ${email} now manages ${brand.name}`, onDone: closePicker },
            )
          }
        />
      ) : (
        <AddButton ref={addRef} $variant="secondary" $size="sm" onClick={() => setPicking(true)}>
          Add brand<VisuallyHidden> to {email}</VisuallyHidden>
        </AddButton>
      )}
    </Section>
  );
}
