import { useEffect, useState } from 'react';
import { isShowableImageUrl, type ImageChoice } from './imageChoice';

/**
 * What shows an image field's choice: a blob: URL of the picked file (released when the file changes
 * or the form goes), or the typed address once it looks like one; null when there is nothing to show.
 */
export function useImagePreview(choice: ImageChoice): string | null {
  const file = choice.source === 'file' ? choice.file : null;
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setFileUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  if (choice.source === 'file') return file ? fileUrl : null;
  return isShowableImageUrl(choice.url) ? choice.url.trim() : null;
}
