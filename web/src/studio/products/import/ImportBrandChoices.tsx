import { graphql, useLazyLoadQuery } from 'react-relay';
import type {
  ImportBrandChoicesQuery,
  ImportBrandChoicesQuery$data,
} from '../../../__generated__/ImportBrandChoicesQuery.graphql';
import { BrandChoices, type BrandChoicesState } from '../../kit/BrandChoices';
import { BrandSelect } from '../../kit/BrandSelect';

const LOAD_FAILED = 'Failed to load brands';

type ImportBrand = ImportBrandChoicesQuery$data['productBrandChoices'][number];

function useImportBrands(fetchKey: string): readonly ImportBrand[] {
  const { productBrandChoices } = useLazyLoadQuery<ImportBrandChoicesQuery>(
    graphql`
      query ImportBrandChoicesQuery {
        productBrandChoices {
          id
          name
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  return productBrandChoices;
}

function hintFor(choices: BrandChoicesState<ImportBrand>): string | null {
  if (choices.status === 'loading') return 'Loading brands…';
  if (choices.status === 'ready' && choices.brands.length === 0) return 'There are no brands to import into yet.';
  return null;
}

interface BrandFieldProps {
  value: string;
  onChange: (brandId: string) => void;
  disabled?: boolean;
}

/** The brands the viewer may import into and export from (an admin every brand, a brand admin their own). */
export function ImportBrandField({ disabled, ...props }: BrandFieldProps) {
  return (
    <BrandChoices
      useBrands={useImportBrands}
      render={(choices) => (
        <BrandSelect
          {...props}
          choices={choices}
          placeholder="Choose a brand"
          hint={hintFor(choices)}
          disabled={disabled || choices.status !== 'ready' || choices.brands.length === 0}
          required={false}
          loadFailed={LOAD_FAILED}
          announceFailure
          retryLabel="Try again"
        />
      )}
    />
  );
}
