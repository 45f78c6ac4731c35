import { NotFoundError } from '../errors.js';

export const BRAND_NOT_FOUND_MESSAGE = 'Brand not found. Please check the URL or try again later.';

export const brandNotFound = () => new NotFoundError(BRAND_NOT_FOUND_MESSAGE);
