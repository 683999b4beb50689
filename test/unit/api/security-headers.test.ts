import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../api/src/platform/http/security-headers.js';

describe('the security headers', () => {
  it('over plain HTTP, neither ask for HTTPS nor upgrade requests', () => {
    const headers = securityHeaders({
      publicUrl: 'http://localhost:3000',
      analyticsScriptUrl: null,
    });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';connect-src 'self';font-src 'self' data:;" +
        "form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;" +
        "object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline'",
    );
  });

  it('over HTTPS, keep browsers on HTTPS and let the analytics origin load its script', () => {
    const headers = securityHeaders({
      publicUrl: 'https://stages.example.be',
      analyticsScriptUrl: 'https://stats.example.be/script.js',
    });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const policy = headers['content-security-policy']!;
    expect(policy.split(';')).toContain('upgrade-insecure-requests');
    expect(policy).toContain("script-src 'self' https://stats.example.be;");
    expect(policy).toContain("connect-src 'self' https://stats.example.be;");
  });

  it('never name a script origin reached over plain HTTP', () => {
    const headers = securityHeaders({
      publicUrl: 'https://stages.example.be',
      analyticsScriptUrl: 'http://stats.example.be/script.js',
    });
    expect(headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('forbid framing, sniffing and cross-origin reads of every answer', () => {
    const headers = securityHeaders({
      publicUrl: 'http://localhost:3000',
      analyticsScriptUrl: null,
    });
    expect(headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });
});
