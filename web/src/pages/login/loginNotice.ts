/** What /login was asked to tell the visitor (?error=, ?error_description=, ?message=). */
export interface LoginNotice {
  error: string | null;
  errorDescription: string | null;
  message: string | null;
}

const NOTICE_KEY = 'adire.loginNotice';

export function noticeFromSearch(params: URLSearchParams): LoginNotice | null {
  const notice = {
    error: params.get('error'),
    errorDescription: params.get('error_description'),
    message: params.get('message'),
  };
  return notice.error || notice.message ? notice : null;
}

/**
 * /login first visits the provider, which brings the browser back to /login?interaction=...; the
 * notice is kept in sessionStorage for that trip.
 */
export function keepNoticeForForm(notice: LoginNotice | null): void {
  if (notice) sessionStorage.setItem(NOTICE_KEY, JSON.stringify(notice));
  else sessionStorage.removeItem(NOTICE_KEY);
}

export function peekKeptNotice(): LoginNotice | null {
  try {
    return JSON.parse(sessionStorage.getItem(NOTICE_KEY) ?? 'null') as LoginNotice | null;
  } catch {
    return null;
  }
}

export function dropKeptNotice(): void {
  sessionStorage.removeItem(NOTICE_KEY);
}
