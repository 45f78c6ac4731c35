import type { ReactNode } from 'react';
import { useSiteSettings, type ShownSiteSettings } from './useSiteSettings';

type RenderSettings = (settings: ShownSiteSettings) => ReactNode;

/**
 * Renders `children` with the site settings: the built-in defaults at once (and when the settings
 * cannot be read), then the stored values, without rendering the part again from scratch.
 */
export function WithSiteSettings({ children }: { children: RenderSettings }) {
  return <>{children(useSiteSettings())}</>;
}
