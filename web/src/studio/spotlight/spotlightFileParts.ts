export interface SpotlightFiles {
  mainImageFile?: File | null;
  videoThumbnailFile?: File | null;
  videoFile?: File | null;
}

/** A spotlight write's files at their variable paths (a video can be 50 MB, so its progress is shown). */
export const spotlightFileParts = (files: SpotlightFiles) => ({
  'input.mainImageFile': files.mainImageFile,
  'input.videoThumbnailFile': files.videoThumbnailFile,
  'input.videoFile': files.videoFile,
});
