/** A file the upload slot does not accept; the message is meant for the person uploading. */
export class UploadRejectedError extends Error {
  override readonly name = 'UploadRejectedError';
}
