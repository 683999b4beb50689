import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isWebPage, webPageRedirect } from '@stages/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The path as the browser's router reads it; a malformed escape cannot match a page. */
function decodedPath(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return '/%';
  }
}

/**
 * The built web app: its files as they are, and its index page for every other GET outside
 * `/api/`, so client-side routes survive a reload. A missing file (a path with an extension)
 * stays a 404: a stale script chunk must fail visibly, not come back as HTML.
 */
export class WebApp {
  private constructor(
    private readonly distDir: string,
    private readonly shell: string,
  ) {}

  /**
   * The analytics script's address goes into the page for the web app to load once the user
   * allowed it (web/src/providers/cookieConsent.ts); the configuration checked its characters.
   */
  static load(distDir: string, analyticsScriptUrl: string | null = null): WebApp | null {
    const index = path.join(distDir, 'index.html');
    if (!fs.existsSync(index)) return null;
    const page = fs.readFileSync(index, 'utf8');
    const meta = analyticsScriptUrl
      ? `<meta name="stages-analytics" content="${analyticsScriptUrl.replaceAll('&', '&amp;')}" />`
      : '';
    return new WebApp(distDir, page.replace('</head>', `${meta}</head>`));
  }

  async register(app: NestFastifyApplication) {
    await app.register(fastifyStatic, {
      root: this.distDir,
      wildcard: false,
      index: false,
      // The build leaves .br and .gz copies beside each script (web/vite.config.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every asset name: they never change under the same URL.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  servesClientRoute(request: FastifyRequest) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return false;
    // A name with a dot is a file, not a page, unless the web app has a page there (the
    // downloader's `/invoices/{enrollment}.pdf`).
    return !path.posix.basename(pathname).includes('.') || isWebPage(decodedPath(pathname));
  }

  /**
   * The web app's page, whose router shows the address; with 404 when the web app has no page
   * there, so that crawlers and monitors see what a person sees: "page not found".
   */
  sendShell(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', query] = request.url.split('?', 2);
    const redirect = webPageRedirect(decodedPath(pathname));
    if (redirect) return reply.redirect(query ? `${redirect}?${query}` : redirect, 301);
    return reply
      .status(isWebPage(decodedPath(pathname)) ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.shell);
  }
}
