import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { CloseIcon } from '../../components/icons';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { BrandPicker } from './BrandPicker';
import { useGrantBrandsMutation } from './useGrantBrandsMutation';
import { useRevokeBrandMutation } from './useRevokeBrandMutation';

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
  const user = { id: userId, email };
  const { grantBrand, granting } = useGrantBrandsMutation();
  const { revokeBrand, revoking } = useRevokeBrandMutation();
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
    revokeBrand(user, brand, () => setFocusAdd((n) => n + 1));
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
          granting={granting}
          onCancel={closePicker}
          onPick={(brand) => grantBrand(user, brand, closePicker)}
        />
      ) : (
        <AddButton ref={addRef} $variant="secondary" $size="sm" onClick={() => setPicking(true)}>
          Add brand<VisuallyHidden> to {email}</VisuallyHidden>
        </AddButton>
      )}
    </Section>
  );
}
