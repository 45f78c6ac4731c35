import { PORTFOLIO_MESSAGES } from '@features/products/messages';
import { BrandSelect } from '../kit/BrandSelect';
import type { PortfolioBrandsState } from './PortfolioBrandChoices';

interface PortfolioBrandSelectProps {
  choices: PortfolioBrandsState;
  value: string;
  onChange: (brandId: string) => void;
  error?: string | null;
  disabled?: boolean;
}

function hintFor(choices: PortfolioBrandsState): string {
  if (choices.status === 'loading') return 'Loading the brands…';
  if (choices.status === 'ready' && choices.brands.length === 0) return 'No brand is in a tailoring category yet.';
  return 'Only brands in a tailoring category.';
}

/** The piece's brand: one in a tailoring category ('Failed to load brands', with Try Again, when the list fails). */
export function PortfolioBrandSelect({ choices, ...props }: PortfolioBrandSelectProps) {
  return (
    <BrandSelect
      {...props}
      choices={choices}
      loadFailed={PORTFOLIO_MESSAGES.loadBrandsFailed}
      hint={hintFor(choices)}
    />
  );
}
