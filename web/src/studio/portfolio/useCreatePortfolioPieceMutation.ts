import { PORTFOLIO_MESSAGES } from '@features/products/messages';
import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  CreatePortfolioPieceInput,
  useCreatePortfolioPieceMutation as CreatePortfolioPieceMutation,
} from '../../__generated__/useCreatePortfolioPieceMutation.graphql';
import { fieldErrorsOf, userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';

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
  onInvalid?: (problems: Record<string, string>) => void;
  onFailed?: () => void;
}

/**
 * Creates a portfolio piece (saved as a product) with its images sent along. The input carries an
 * idempotency key, so a request sent twice makes one piece. A refusal says the server's message or
 * 'Failed to create portfolio' (spec section 8).
 */
export function useCreatePortfolioPieceMutation() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [creating, setCreating] = useState(false);

  const createPortfolioPiece = useCallback(
    async (
      input: Omit<CreatePortfolioPieceInput, 'imageFiles'>,
      files: readonly File[],
      { onCreated, onInvalid, onFailed }: CreateCallbacks,
    ) => {
      setCreating(true);
      try {
        const response = await commitMutationWithFiles<CreatePortfolioPieceMutation>(
          environment,
          createPortfolioPieceMutation,
          { input: { ...input, imageFiles: files.map(() => null) } },
          Object.fromEntries(files.map((file, index) => [`input.imageFiles.${index}`, file])),
        );
        showToast(PORTFOLIO_MESSAGES.created, 'success');
        onCreated(response.createPortfolioPiece.product.id);
      } catch (error) {
        const problems = fieldErrorsOf(error);
        if (Object.keys(problems).length) onInvalid?.(problems);
        showToast(userFacingMessage(error, PORTFOLIO_MESSAGES.createFailed), 'error');
        onFailed?.();
      } finally {
        setCreating(false);
      }
    },
    [environment, showToast],
  );

  return { createPortfolioPiece, creating };
}
