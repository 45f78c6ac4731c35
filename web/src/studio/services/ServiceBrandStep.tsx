import { SERVICE_MESSAGES } from '@features/products/messages';
import { Link } from 'react-router';
import styled from 'styled-components';
import { StorefrontIcon } from '../../components/icons/studioIcons';
import { BrandSelect } from '../kit/BrandSelect';
import type { TailorBrandsState } from './ServiceBrandChoices';
import { BRANDS_PATH } from '../brands/paths';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.ochre};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ochreLight};
  color: ${({ theme }) => theme.colors.ink};

  p {
    flex: 1 1 14rem;
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.indigo800};
  }
  svg {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    color: ${({ theme }) => theme.colors.ochreDark};
  }
`;

interface ServiceBrandStepProps {
  choices: TailorBrandsState;
  value: string;
  onChange: (brandId: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * Step one of Create Service: a tailor brand from the loaded list. With none to choose from, the
 * spec's notice and a way to the brands; a failed load says 'Failed to load brands' with Try Again.
 */
export function ServiceBrandStep({ choices, value, onChange, error, disabled }: ServiceBrandStepProps) {
  if (choices.status === 'ready' && choices.brands.length === 0)
    return (
      <Notice role="status">
        <StorefrontIcon aria-hidden="true" />
        <p>{SERVICE_MESSAGES.noTailorBrands}</p>
        <Link to={BRANDS_PATH}>Go to Brands</Link>
      </Notice>
    );

  // A brand asked for in the address that is not a tailor brand stays shown, with its problem.
  const unknown = value !== '' && choices.status === 'ready' && !choices.brands.some((brand) => brand.id === value);
  return (
    <BrandSelect
      choices={choices}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      label="Tailor brand"
      placeholder="Select a tailor brand"
      current={unknown ? { id: value, name: 'A brand without tailoring' } : undefined}
      loadFailed={SERVICE_MESSAGES.loadBrandsFailed}
      hint={choices.status === 'loading' ? 'Loading your tailor brands…' : 'Only brands with tailoring enabled.'}
    />
  );
}
