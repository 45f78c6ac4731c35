import { PRODUCT_TIMINGS } from '@features/products/rules';

/**
 * Where a product load that has not answered stands after `elapsedMs` (spec section 9): waiting,
 * then (10 s) the request counts as timed out, then (12 s) the screen says the product timed out.
 */
export type LoadingPhase = 'waiting' | 'requestTimedOut' | 'productTimedOut';

export function loadingPhase(elapsedMs: number): LoadingPhase {
  if (elapsedMs >= PRODUCT_TIMINGS.productLoadingTimeoutMs) return 'productTimedOut';
  if (elapsedMs >= PRODUCT_TIMINGS.fetchTimeoutMs) return 'requestTimedOut';
  return 'waiting';
}
