import { MB, uploadProblem, type UploadRule } from '@domain/upload-rules';

/** Where a form's image comes from: a file picked on this device, or the address of one already online. */
export type ImageSource = 'file' | 'url';

/** What an image field holds: the source chosen, and the file or address given for it. */
export interface ImageChoice {
  source: ImageSource;
  file: File | null;
  url: string;
}

/** An image field with nothing chosen yet, showing `source` first. */
export function emptyImageChoice(source: ImageSource = 'file'): ImageChoice {
  return { source, file: null, url: '' };
}

/** Whether the chosen source holds an image: a file, or an address that is not blank. */
export function hasImage(choice: ImageChoice): boolean {
  return choice.source === 'file' ? choice.file !== null : choice.url.trim() !== '';
}

/** The image to send: the file (a multipart upload) or the trimmed address; null when nothing is chosen. */
export function chosenImage(choice: ImageChoice): { file: File } | { url: string } | null {
  if (!hasImage(choice)) return null;
  return choice.source === 'file' ? { file: choice.file! } : { url: choice.url.trim() };
}

/** An address the browser can show as it is typed: http(s) or a path of this site. */
export function isShowableImageUrl(url: string): boolean {
  return /^(https?:\/\/\S+|\/\S+)$/i.test(url.trim());
}

/** Why a file does not fit the slot (type, size, empty), checked before it is sent; null when it fits. */
export function imageFileProblem(rule: UploadRule, file: Pick<File, 'size' | 'type'>): string | null {
  return uploadProblem(rule, { size: file.size, contentType: file.type });
}

/** What the file input offers to pick. */
export const acceptOf = (rule: UploadRule): string => rule.types.join(',');

/** What the slot takes, for the field's hint: 'PNG, JPEG or WebP, at most 20 MB.' */
export function uploadHint(rule: UploadRule): string {
  const kinds = rule.kind === 'image' ? 'PNG, JPEG or WebP' : 'MP4, WebM or QuickTime';
  return `${kinds}, at most ${Math.round((rule.maxBytes / MB) * 10) / 10} MB.`;
}

/** A file size for people: '3.2 MB', '820 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
