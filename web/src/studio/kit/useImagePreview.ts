import { useFileUrl } from './FilePreview';
import { isShowableImageUrl, type ImageChoice } from './imageChoice';

/**
 * What shows an image field's choice: a blob: URL of the picked file (released when the file changes
 * or the form goes), or the typed address once it looks like one; null when there is nothing to show.
 */
export function useImagePreview(choice: ImageChoice): string | null {
  const fileUrl = useFileUrl(choice.source === 'file' ? choice.file : null);
  if (choice.source === 'file') return fileUrl;
  return isShowableImageUrl(choice.url) ? choice.url.trim() : null;
}
