import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from './ErrorFallback';

/** Route-level error element: the same view as the application boundary; Try Again reloads. */
export function RouteErrorFallback() {
  const error = useRouteError();

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  return (
    <>
      <title>Something went wrong — Adire</title>
      <ErrorFallback onRetry={() => window.location.reload()} />
    </>
  );
}
