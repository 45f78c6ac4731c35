import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hasStoredUser } from './auth/sessionUserStore';
import { environment } from './relay/environment';
import { appRoutes, createAppRouter } from './router';
import { startSiteServices } from './siteServices';
import { AppProviders } from './ssr/AppProviders';
import { prepareHydration } from './ssr/hydrationData';
import { readServerAnswers } from './ssr/serverAnswers';

/**
 * A page the server rendered (it carries the answers it was rendered with) is hydrated once its
 * route's code and data are in hand; any other page, or one whose preparation fails, is rendered
 * from scratch. So is a signed-in visitor's: the server renders every page as a visitor's, and its
 * answers lack what is theirs (saved favourites, their review), so their queries go to the server.
 */
async function start(container: HTMLElement) {
  const hydrationData =
    !hasStoredUser() && readServerAnswers(document)
      ? await prepareHydration(appRoutes, window.location).catch((error: unknown) => {
          console.warn('The server-rendered page could not be taken over; rendering it again.', error);
          return null;
        })
      : null;
  const router = createAppRouter(hydrationData ?? undefined);
  startSiteServices(router);
  const app = (
    <AppProviders environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (hydrationData) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
void start(container);
