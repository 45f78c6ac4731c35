import { PORTFOLIO_MESSAGES } from '@features/products/messages';
import { graphql } from 'react-relay';
import type {
  CreatePortfolioPieceInput,
  useCreatePortfolioPieceMutation as CreatePortfolioPieceMutation,
} from '../../__generated__/useCreatePortfolioPieceMutation.graphql';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';
import { imageFilesMap } from '../kit/form/imageFilesMap';

const createPortfolioPieceMutation = graphql`
  mutation useCreatePortfolioPieceMutation($input: CreatePortfolioPieceInput!) {
    createPortfolioPiece(input: $input) {
      product {
        id
        title
      }
    }
  }
`;

interface CreateCallbacks {
  onCreated: (productId: string) => void;
  onInvalid?: (problems: FormProblems) => void;
  onFailed?: () => void;
}

const TEXTS = { success: PORTFOLIO_MESSAGES.created, failure: userFacing(PORTFOLIO_MESSAGES.createFailed) };

/**
 * Creates a portfolio piece (saved as a product) with its images sent along. The input carries an
 * idempotency key, so a request sent twice makes one piece. A refusal says the server's message or
 * 'Failed to create portfolio' (spec section 8).
 */
export function useCreatePortfolioPieceMutation() {
  const { run, busy } = useStudioMutation<CreatePortfolioPieceMutation>(createPortfolioPieceMutation, TEXTS);
  const createPortfolioPiece = async (
    input: Omit<CreatePortfolioPieceInput, 'imageFiles'>,
    files: readonly File[],
    { onCreated, onInvalid, onFailed }: CreateCallbacks,
  ) => {
    await run(
      { input: { ...input, imageFiles: files.map(() => null) } },
      {
        files: imageFilesMap(files),
        onDone: (response) => onCreated(response.createPortfolioPiece.product.id),
        onInvalid,
        onFailed,
      },
    );
  };
  return { createPortfolioPiece, creating: busy };
}
