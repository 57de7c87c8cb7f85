import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';

const distDir = mkdtempSync(join(tmpdir(), 'marketplace-web-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Marketplace</title>');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('security headers', () => {
  it('guard the web app page: own scripts only, no framing, nosniff, a referrer policy', async () => {
    const t = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
    try {
      for (const url of ['/', '/offers/create', '/api/health']) {
        const response = await t.anonymous.get(url, { headers: { host: 'us.localhost:8080' } });
        expect(response.statusCode).toBe(200);
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).not.toContain('upgrade-insecure-requests');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });

  it('add HSTS and upgrade insecure requests once the editions are served over https', async () => {
    const t = await buildTestApp({
      env: { WEB_DIST_DIR: distDir, PUBLIC_ORIGIN_TEMPLATE: 'https://{region}.market.example' },
    });
    try {
      const response = await t.anonymous.get('/');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await t.close();
    }
  });
});
