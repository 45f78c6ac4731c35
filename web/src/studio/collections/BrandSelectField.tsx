import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { BrandSelect } from '../kit/BrandSelect';
import type { BrandChoice, BrandChoicesState } from './CollectionBrandChoices';

interface BrandSelectFieldProps {
  choices: BrandChoicesState;
  value: string;
  onChange: (brandId: string) => void;
  /** The brand the collection is in now, kept as a choice even if it is not among those loaded. */
  current?: BrandChoice;
  error?: string | null;
  disabled?: boolean;
}

/** The collection's brand: one of the viewer's brands ('Please select a brand' when none is chosen). */
export function BrandSelectField({ choices, ...props }: BrandSelectFieldProps) {
  return (
    <BrandSelect
      {...props}
      choices={choices}
      loadFailed={COLLECTION_MESSAGES.loadBrandsFailed}
      hint={choices.status === 'loading' ? 'Loading your brands…' : null}
    />
  );
}
