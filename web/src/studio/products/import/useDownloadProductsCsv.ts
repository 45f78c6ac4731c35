import { useCallback, useState } from 'react';
import { fetchWithSession } from '../../../auth/fetchWithSession';
import { useToast } from '../../../components/toast/useToast';
import { attachmentName, saveFile } from '../../kit/downloads';

export const EXPORTED = 'Products exported successfully';
export const EXPORT_FAILED = 'Failed to export products';

async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' && response.status < 500 ? body.error : EXPORT_FAILED;
  } catch {
    return EXPORT_FAILED;
  }
}

/** Downloads a brand's products as CSV from GET /api/studio/products/export, as the signed-in user. */
export function useDownloadProductsCsv() {
  const { showToast } = useToast();
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(
    async (brandId: string) => {
      setDownloading(true);
      try {
        const response = await fetchWithSession((token) =>
          fetch(`/api/studio/products/export?brand_id=${encodeURIComponent(brandId)}`, {
            headers: token ? { authorization: `Bearer ${token}` } : {},
          }),
        );
        if (!response.ok) {
          showToast(await refusal(response), 'error');
          return;
        }
        saveFile(await response.blob(), attachmentName(response.headers.get('content-disposition'), 'products.csv'));
        showToast(EXPORTED, 'success');
      } catch {
        showToast(EXPORT_FAILED, 'error');
      } finally {
        setDownloading(false);
      }
    },
    [showToast],
  );
  return { download, downloading };
}
