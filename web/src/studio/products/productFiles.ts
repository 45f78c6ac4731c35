/**
 * The multipart parts of a product write: each new image at 'input.imageFiles.{n}' and the video
 * thumbnail at 'input.videoThumbnailFile'. The variables carry a null in each file's place.
 */
export function productFileParts(images: readonly File[], thumbnail: File | null) {
  const files: Record<string, File | null> = { 'input.videoThumbnailFile': thumbnail };
  images.forEach((file, index) => (files[`input.imageFiles.${index}`] = file));
  return {
    files,
    placeholders: {
      imageFiles: images.length ? images.map(() => null) : null,
      videoThumbnailFile: null,
    },
  };
}
