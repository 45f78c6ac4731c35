import { createContext, useContext } from 'react';
import type { Viewer } from '../../auth/AuthViewer';

/** The viewer the access gate let in; every studio page below the gate can rely on it. */
export const StudioViewerContext = createContext<Viewer | null>(null);

export function useStudioViewer(): Viewer {
  const viewer = useContext(StudioViewerContext);
  if (!viewer) throw new Error('useStudioViewer must be used below <StudioAccessGate>');
  return viewer;
}
