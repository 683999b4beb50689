import type { SecurityHeadersOptions } from '@nestjs/common';
import type { Config } from '../../config/config.js';

/**
 * The headers every answer carries, pages, API and errors alike. The policy allows what the
 * web app uses and nothing more: its own scripts, styles injected at run time (MUI and the
 * rich-text editor set them), images from the API or drawn as data: and blob: URLs, and the
 * analytics script's origin when one is configured. No page may be framed.
 */
export function securityHeaders({
  publicUrl,
  analyticsScriptUrl,
}: Pick<Config, 'publicUrl' | 'analyticsScriptUrl'>): SecurityHeadersOptions {
  const analytics = analyticsScriptUrl?.startsWith('https://')
    ? [new URL(analyticsScriptUrl).origin]
    : [];
  const https = publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'connect-src': ["'self'", ...analytics],
        'font-src': ["'self'", 'data:'],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'img-src': ["'self'", 'data:', 'blob:', ...analytics],
        'object-src': ["'none'"],
        'script-src': ["'self'", ...analytics],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        // Only where the site is served over HTTPS: on plain HTTP it would break every request.
        'upgrade-insecure-requests': https,
      },
    },
    strictTransportSecurity: https,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    // The sign-in with Google and Microsoft leaves and comes back by full-page navigations.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  };
}
