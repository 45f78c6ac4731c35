/** The occasions of the home page's 'What are you dressing for?' tiles and the directory's occasion filter. */
export const OCCASIONS = ['Wedding', 'Party', 'Ready to Wear', 'Vacation'] as const;

export type OccasionName = (typeof OCCASIONS)[number];

export function occasionHref(occasion: OccasionName): string {
  return `/directory?${new URLSearchParams({ occasion }).toString()}`;
}
