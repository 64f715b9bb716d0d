/**
 * The Content-Security-Policy of the built app, added to index.html as a meta tag by `vite build`,
 * and sent as a `Content-Security-Policy` header by the project's own server of the build (`vite
 * preview`: the tests, the benchmarks, the soak; and the class server of `npm start`, server/app.ts), the same policy
 * (README, "Hosting"). The dev server (`npm run dev`) sends none: its React
 * refresh preamble is an inline script and its module graph loads through its own client.
 *
 * - scripts only from the app's origin, no inline script and no eval; `'wasm-unsafe-eval'` is the
 *   one exception WebAssembly needs to compile the solver;
 * - styles from the app's origin, and inline style attributes (React, Leaflet and the chart export
 *   set element styles; a style cannot run script);
 * - fonts from the app's origin and `data:` (the equations' KaTeX fonts: the build inlines the
 *   smallest as data URLs);
 * - images from the app's origin, `data:` and `blob:` (chart exports), and the tile hosts a deployer
 *   allows at build time with `MP_TILE_HOSTS` (space-separated origins, e.g.
 *   `MP_TILE_HOSTS="https://tile.openstreetmap.org"`); no other host is ever contacted. The page
 *   reads these hosts back from the policy (src/map/tileSource.ts): they load without a question,
 *   its own origin loads after the user agrees, and any other host is refused with a message;
 * - fetches and workers only from the app's origin; no plugins, no `<base>` elsewhere, no forms;
 * - who may frame the page: anyone, stated by leaving `frame-ancestors` out of the header on
 *   purpose. The app is meant to be embedded by schools' and courses' sites (the 960x540 `<iframe>`
 *   of a lesson link), which the project cannot list, and it holds no account, no session and no
 *   secret a framing site could abuse by clickjacking (its one stored state, the autosave, is per
 *   site and never leaves the browser). `frame-ancestors *` is not "anyone": it matches only
 *   http(s) ancestors, so a page with an opaque origin (a sandboxed frame, a page written by
 *   script) could no longer embed a lesson; tried in issue 23, lesson.spec's two embedded-lesson
 *   tests failed with it. A deployer who wants to restrict framing adds its own
 *   `frame-ancestors` list to its server's header.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Origins a deployer allows map tiles from (build-time `MP_TILE_HOSTS`), validated. */
export function allowedTileHosts(env: string | undefined): string[] {
  const hosts = (env ?? '').split(/\s+/).filter(Boolean);
  for (const host of hosts) {
    if (!/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host)) {
      throw new Error(`MP_TILE_HOSTS: "${host}" is not an https origin such as https://tile.example.org`);
    }
  }
  return hosts;
}

/** The policy text for the given allowed tile hosts. */
export function contentSecurityPolicy(tileHosts: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    ['img-src', "'self'", 'data:', 'blob:', ...tileHosts].join(' '),
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/** A Vite plugin that writes the policy into index.html as a meta tag, in builds only. */
export function cspPlugin(tileHosts: readonly string[]) {
  return {
    name: 'multipath-playground-csp',
    apply: 'build' as const,
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(tileHosts) },
          injectTo: 'head-prepend' as const,
        },
      ];
    },
  };
}

/**
 * The policy of the built page `html` (its meta tag's, HTML entities decoded), as a server sends it
 * in a header (no `frame-ancestors`: see the file comment); `fallback` when the page has no meta
 * policy.
 */
export function headerPolicy(html: string, fallback: string): string {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1];
  const policy = meta
    ? meta.replace(/&#39;|&quot;|&amp;/g, (e) => ({ '&#39;': "'", '&quot;': '"', '&amp;': '&' })[e] ?? e)
    : fallback;
  return policy;
}

/**
 * A Vite plugin that makes `vite preview` send the built page's policy as a header on every
 * response. The policy is read from the served index.html at each
 * request, so it is always the one the build wrote into its meta tag (same tile hosts).
 */
export function cspHeaderPlugin(tileHosts: readonly string[]) {
  let outDir = 'dist';
  return {
    name: 'multipath-playground-csp-header',
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server: {
      middlewares: {
        use(fn: (req: unknown, res: { setHeader(k: string, v: string): void }, next: () => void) => void): void;
      };
    }) {
      const fallback = contentSecurityPolicy(tileHosts);
      server.middlewares.use((_req, res, next) => {
        let html = '';
        try {
          html = readFileSync(join(outDir, 'index.html'), 'utf8');
        } catch {
          // No build yet: the preview answers 404s; the policy is the one a build would write.
        }
        res.setHeader('Content-Security-Policy', headerPolicy(html, fallback));
        next();
      });
    },
  };
}
