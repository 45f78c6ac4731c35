import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useImportProductsCsvMutation as ImportProductsCsvMutation } from '../../../__generated__/useImportProductsCsvMutation.graphql';
import { commitUploadMutation, type UploadProgress } from '../../kit/uploads';
import { importStateOf } from './useFollowImport';
import type { ImportState } from './importSteps';

const importProductsCsvMutation = graphql`
  mutation useImportProductsCsvMutation($input: ImportProductsCsvInput!) {
    importProductsCsv(input: $input) {
      productImport {
        ...importState_productImport @relay(mask: false)
      }
    }
  }
`;

export interface ImportRequest {
  brandId: string;
  csv: File;
  zip: File | null;
  dryRun: boolean;
  onProgress: UploadProgress;
}

/**
 * Sends the CSV (and the images zip) to be checked or imported, as a multipart request whose upload
 * progress is reported, and answers with the check or import the server has queued. The CSV goes
 * first: the API reads the files in the order they arrive.
 */
export function useImportProductsCsvMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async ({ brandId, csv, zip, dryRun, onProgress }: ImportRequest): Promise<ImportState> => {
      const files: Record<string, File> = zip ? { 'input.file': csv, 'input.imagesZip': zip } : { 'input.file': csv };
      const response = await commitUploadMutation<ImportProductsCsvMutation>(
        environment,
        importProductsCsvMutation,
        { input: { brandId, file: null, imagesZip: null, dryRun } },
        files,
        onProgress,
      );
      return importStateOf(response.importProductsCsv.productImport);
    },
    [environment],
  );
}
