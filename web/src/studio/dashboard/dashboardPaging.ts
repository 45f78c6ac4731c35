/** The recent leads table shows this many leads per page (spec: dashboard lead page size 10). */
export const DASHBOARD_PAGE_SIZE = 10;

/** The API's cap on `first`. */
const MAX_PAGE = 100;

export interface LeadsPage {
  /** Zero-based page number, clamped to the pages that are loaded. */
  index: number;
  /** The first and one past the last position of the page in the loaded list. */
  start: number;
  end: number;
  /** Pages in the whole list (at least one, so an empty list reads 'page 1 of 1'). */
  count: number;
  hasPrevious: boolean;
  /** The next page is already loaded (no request needed to show it). */
  nextIsLoaded: boolean;
}

/**
 * Which slice of the loaded leads the table shows for `pageIndex`. After a refresh brings fewer
 * leads than before, the page falls back to the last one that still has leads.
 */
export function leadsPage(pageIndex: number, loaded: number, total: number): LeadsPage {
  const lastLoaded = Math.max(0, Math.ceil(loaded / DASHBOARD_PAGE_SIZE) - 1);
  const index = Math.min(Math.max(0, pageIndex), lastLoaded);
  const start = index * DASHBOARD_PAGE_SIZE;
  return {
    index,
    start,
    end: Math.min(start + DASHBOARD_PAGE_SIZE, loaded),
    count: Math.max(1, Math.ceil(total / DASHBOARD_PAGE_SIZE)),
    hasPrevious: index > 0,
    nextIsLoaded: start + DASHBOARD_PAGE_SIZE < loaded,
  };
}

/** 'Showing 11–20 of 57 leads' for the pager's status line. */
export function leadsPageSummary(page: LeadsPage, total: number): string {
  if (total === 0 || page.end === 0) return 'No leads to show';
  return `Showing ${page.start + 1}–${page.end} of ${total} ${total === 1 ? 'lead' : 'leads'}`;
}

/** How many leads a refresh asks for: as many as are loaded, so the pages already seen stay. */
export function refreshSize(loaded: number): number {
  return Math.min(Math.max(loaded, DASHBOARD_PAGE_SIZE), MAX_PAGE);
}
