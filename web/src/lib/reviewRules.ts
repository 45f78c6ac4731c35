/** The reviewer's name to start with: first and last name, else the part of the e-mail before the @. */
export function defaultReviewerName(
  viewer: { firstName?: string | null; lastName?: string | null; email?: string | null } | null,
): string {
  if (!viewer) return '';
  const name = [viewer.firstName, viewer.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || (viewer.email ?? '').split('@')[0] || '';
}
