/**
 * Registers the offline service worker (dist/sw.js, written by scripts/serviceWorker.ts) in built
 * pages only: after the first visit the app, its wasm and the presets load without a network.
 */

/** Registers `sw.js` under the app's base (its scope), when the browser can and this is a build. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => {
      // Offline use is a bonus: a page that cannot register (a private window, file://) still works.
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
