import type { RequestHandler } from 'express';

/**
 * oidc-provider builds every URL it publishes (discovery, token and JWKS endpoints, redirects to
 * its own pages) from the request's host and scheme. A caller may forge those (Host,
 * X-Forwarded-Host, X-Forwarded-Proto, or an absolute request target), so before the provider
 * sees a request its host and scheme are set to those of the configured public URL, whatever
 * proxy it came through. The caller's address (X-Forwarded-For) is left to Express's
 * `trust proxy` setting.
 */
export function pinToPublicOrigin(publicUrl: string): RequestHandler {
  const { host, protocol } = new URL(publicUrl);
  const scheme = protocol.slice(0, -1);
  const pathOnly = (url: string) => {
    if (url.startsWith('/')) return url;
    const parsed = URL.parse(url);
    return parsed ? `${parsed.pathname}${parsed.search}` : '/';
  };
  return (req, _res, next) => {
    req.headers.host = host;
    req.headers['x-forwarded-host'] = host;
    req.headers['x-forwarded-proto'] = scheme;
    delete req.headers.forwarded;
    req.url = pathOnly(req.url);
    req.originalUrl = pathOnly(req.originalUrl);
    next();
  };
}
