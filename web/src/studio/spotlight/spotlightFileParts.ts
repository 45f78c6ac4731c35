export interface SpotlightFiles {
  mainImageFile?: File | null;
  videoThumbnailFile?: File | null;
  videoFile?: File | null;
}

/** The input's file fields, left empty: the files go as parts of the request instead. */
export const FILES_SENT_APART = { mainImageFile: null, videoThumbnailFile: null, videoFile: null };

/** A spotlight write's files at their variable paths (a video can be 50 MB, so its progress is shown). */
export const spotlightFileParts = (files: SpotlightFiles) => ({
  'input.mainImageFile': files.mainImageFile,
  'input.videoThumbnailFile': files.videoThumbnailFile,
  'input.videoFile': files.videoFile,
});
