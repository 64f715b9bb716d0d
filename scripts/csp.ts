/**
 * The Content-Security-Policy of the built app, added to index.html as a meta tag by `vite build`
 * (the dev server has none: its React refresh preamble is an inline script). Hosting: the same
 * policy may be sent as a `Content-Security-Policy` header (README, "Hosting").
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
 * - fetches and workers only from the app's origin; no plugins, no `<base>` elsewhere, no forms.
 */

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
