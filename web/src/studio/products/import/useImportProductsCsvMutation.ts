import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useImportProductsCsvMutation as ImportProductsCsvMutation } from '../../../__generated__/useImportProductsCsvMutation.graphql';
import { commitUploadMutation, type UploadProgress } from '../../kit/uploads';
import type { CheckResult } from './importSteps';

const importProductsCsvMutation = graphql`
  mutation useImportProductsCsvMutation($input: ImportProductsCsvInput!) {
    importProductsCsv(input: $input) {
      dryRun
      rowCount
      created
      updated
      problems {
        row
        column
        message
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
 * progress is reported. The CSV goes first: the API reads the files in the order they arrive.
 */
export function useImportProductsCsvMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async ({ brandId, csv, zip, dryRun, onProgress }: ImportRequest): Promise<CheckResult> => {
      const files: Record<string, File> = zip ? { 'input.file': csv, 'input.imagesZip': zip } : { 'input.file': csv };
      const response = await commitUploadMutation<ImportProductsCsvMutation>(
        environment,
        importProductsCsvMutation,
        { input: { brandId, file: null, imagesZip: null, dryRun } },
        files,
        onProgress,
      );
      return response.importProductsCsv;
    },
    [environment],
  );
}
