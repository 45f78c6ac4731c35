import { ValidationError } from '../errors.js';
import { UploadRejectedError } from '../storage/upload-rejected.js';

/** Runs an upload step, turning a refused file into the API's validation error on `field`. */
export async function asFieldError<T>(field: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof UploadRejectedError) throw new ValidationError({ [field]: err.message });
    throw err;
  }
}
