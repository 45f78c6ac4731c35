import { PRODUCT_MESSAGES } from '@features/products/messages';
import { PRODUCT_TIMINGS } from '@features/products/rules';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/Button';
import { useToast } from '../../components/toast/useToast';
import { SectionLoading } from '../kit/QuerySection';
import { loadingPhase } from './editLoadState';
import { EditStateNotice } from './EditStateNotice';
import { PRODUCTS_PATH } from './paths';
import { STUDIO_HOME_PATH } from '../kit/studioHome';

/** The time since the component appeared, in steps of a quarter second. */
function useElapsed(): number {
  const [started] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setElapsed(Date.now() - started), 250);
    return () => clearInterval(timer);
  }, [started]);
  return elapsed;
}

const BackToProducts = () => (
  <ButtonLink $variant="secondary" to={PRODUCTS_PATH}>
    Back to Products
  </ButtonLink>
);

/** While the session is read: a spinner, and after 8 s the 'Loading Timeout' screen. */
export function AuthLoading() {
  const elapsed = useElapsed();
  if (elapsed < PRODUCT_TIMINGS.authLoadingTimeoutMs) return <SectionLoading label="Checking your session" />;
  return (
    <EditStateNotice
      title={PRODUCT_MESSAGES.loadingTimeout}
      message="Checking your session is taking longer than it should. Please refresh the page."
    >
      <Button onClick={() => window.location.reload()}>Refresh the page</Button>
      <BackToProducts />
    </EditStateNotice>
  );
}

/**
 * While the product loads: a spinner; after 10 s the request counts as timed out (a toast says
 * so); after 12 s the 'Product Loading Timeout' screen offers to try again. Trying again reloads
 * the page: the stuck request is the one Relay would otherwise share with a second attempt.
 */
export function ProductLoading() {
  const { showToast } = useToast();
  const phase = loadingPhase(useElapsed());
  useEffect(() => {
    if (phase === 'requestTimedOut') showToast(PRODUCT_MESSAGES.requestTimedOut, 'error');
  }, [phase, showToast]);
  if (phase !== 'productTimedOut') return <SectionLoading label="Loading the product" />;
  return (
    <EditStateNotice title={PRODUCT_MESSAGES.productLoadingTimeout} message={PRODUCT_MESSAGES.requestTimedOut}>
      <Button onClick={() => window.location.reload()}>Try again</Button>
      <BackToProducts />
    </EditStateNotice>
  );
}

/** A product of another brand: back to the list, with the refusal in a toast. */
export function ProductRefused() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  useEffect(() => {
    showToast(PRODUCT_MESSAGES.notYourProduct, 'error');
    void navigate(PRODUCTS_PATH, { replace: true });
  }, [navigate, showToast]);
  return <EditStateNotice title={PRODUCT_MESSAGES.insufficientPermissions} message={PRODUCT_MESSAGES.notYourProduct} />;
}

/** Any other failed load: 'Failed to load product data. Please refresh the page.', and back to the list after 2 s. */
export function ProductLoadFailed() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  useEffect(() => {
    showToast(PRODUCT_MESSAGES.loadFailed, 'error');
    const timer = setTimeout(() => void navigate(PRODUCTS_PATH), PRODUCT_TIMINGS.redirectAfterFailureMs);
    return () => clearTimeout(timer);
  }, [navigate, showToast]);
  return (
    <EditStateNotice title="Edit Product" message={PRODUCT_MESSAGES.loadFailed}>
      <BackToProducts />
    </EditStateNotice>
  );
}

/** 'Product Not Found', with the ways back to the products and the studio. */
export function ProductNotFound() {
  const { showToast } = useToast();
  useEffect(() => showToast(PRODUCT_MESSAGES.notFound, 'error'), [showToast]);
  return (
    <EditStateNotice
      title={PRODUCT_MESSAGES.notFoundTitle}
      message={`${PRODUCT_MESSAGES.notFound}. It may have been deleted.`}
    >
      <ButtonLink to={PRODUCTS_PATH}>Back to Products</ButtonLink>
      <ButtonLink $variant="secondary" to={STUDIO_HOME_PATH}>
        Studio Dashboard
      </ButtonLink>
    </EditStateNotice>
  );
}
