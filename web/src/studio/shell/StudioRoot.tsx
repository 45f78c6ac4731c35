import { StudioAccessGate } from './StudioAccessGate';
import { StudioLayout } from './StudioLayout';

/** The /studio route: the access check, then the studio frame around the section pages. */
export function StudioRoot() {
  return (
    <StudioAccessGate>
      <StudioLayout />
    </StudioAccessGate>
  );
}
