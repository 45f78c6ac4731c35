/** The files of a mutation as the multipart request maps them: input.imageFiles.0, input.imageFiles.1. */
export const imageFilesMap = (files: readonly File[]) =>
  Object.fromEntries(files.map((file, index) => [`input.imageFiles.${index}`, file]));
