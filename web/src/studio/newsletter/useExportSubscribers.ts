import { useCallback, useState } from 'react';
import { fetchWithSession } from '../../auth/fetchWithSession';
import { useToast } from '../../components/toast/useToast';
import { saveFile } from '../kit/downloads';
import { exportedFileName } from './exportedFileName';

export const EXPORTED = 'Subscribers exported successfully';
export const EXPORT_FAILED = 'Failed to export subscribers';
const EXPORT_URL = '/api/studio/newsletter/export';

/** Downloads every subscriber as CSV (GET /api/studio/newsletter/export), as the signed-in user. */
export function useExportSubscribers() {
  const { showToast } = useToast();
  const [exporting, setExporting] = useState(false);
  const exportSubscribers = useCallback(async () => {
    setExporting(true);
    try {
      const response = await fetchWithSession((token) =>
        fetch(EXPORT_URL, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
      );
      if (!response.ok) throw new Error(`The server answered ${response.status}`);
      saveFile(await response.blob(), exportedFileName(response.headers.get('content-disposition')));
      showToast(EXPORTED, 'success');
    } catch {
      showToast(EXPORT_FAILED, 'error');
    } finally {
      setExporting(false);
    }
  }, [showToast]);
  return { exportSubscribers, exporting };
}
