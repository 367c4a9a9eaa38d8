/**
 * The Content-Security-Policy of the static build. No inline script or style is allowed anywhere.
 * `connect-src` must let the studio reach whatever gateway a person configures, so the shipped
 * policy allows any http(s) origin; a host that knows its gateway should send the narrower header
 * from the README (`connect-src 'self' https://your-gateway`). Media may come from any host the
 * gateway names, and `blob:` is the studio's own (results fetched with the key).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https: http: data: blob:",
  "media-src 'self' https: http: blob:",
  "connect-src 'self' https: http:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
