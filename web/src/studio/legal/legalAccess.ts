import type { LegalDocumentKind } from '@features/legal/messages';
import type { Viewer } from '../../auth/AuthViewer';

export const LEGAL_PATH = '/studio/legal';
export const SETTINGS_PATH = '/studio/settings';
export const LEGAL_TITLE = 'Legal Documents';

export const newLegalDocumentPath = (type?: LegalDocumentKind | null) =>
  type ? `${LEGAL_PATH}/new?type=${type}` : `${LEGAL_PATH}/new`;
export const editLegalDocumentPath = (id: string) => `${LEGAL_PATH}/${encodeURIComponent(id)}`;

/** Where each type is read by the public (spec: View Public opens it in a new tab). */
export const PUBLIC_PATHS: Record<LegalDocumentKind, string> = {
  terms_of_service: '/terms-of-service',
  privacy_policy: '/privacy-policy',
};

/** Legal documents are for super admins (spec section 6); the API refuses everyone else too. */
export function canManageLegal(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === 'super_admin';
}
