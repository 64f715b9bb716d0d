/**
 * Registers the offline service worker (dist/sw.js, written by scripts/serviceWorker.ts) in built
 * pages only: after the first visit the app, its wasm and the presets load without a network.
 *
 * Updates: a new build's worker installs beside the one in control and waits (an open page keeps
 * the files it started with). The page then offers "A new version is ready: Reload"; Reload asks the
 * waiting worker to take over (`SKIP_WAITING`, scripts/sw-template.js) and reloads once it controls
 * the page. A tab whose worker another tab replaced offers the same Reload.
 */

/** The message that asks a waiting worker to take over (read by scripts/sw-template.js). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** A new version ready to load: `reload` switches to it. Null while there is none. */
export type UpdateOffer = { reload(): void } | null;

let offer: UpdateOffer = null;
const listeners = new Set<() => void>();

function setOffer(next: UpdateOffer): void {
  offer = next;
  for (const listener of listeners) listener();
}

/** Subscribes to the update offer (for useSyncExternalStore); returns the unsubscribe. */
export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current update offer, or null. */
export function currentUpdate(): UpdateOffer {
  return offer;
}

/** The parts of a registration and of `navigator.serviceWorker` the update flow uses. */
type Registration = Pick<ServiceWorkerRegistration, 'waiting' | 'installing' | 'addEventListener'>;
type Container = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;

/**
 * Offers an update whenever `registration` has a worker waiting behind the one in control (not on
 * the first install, which takes over at once); the offer's reload posts SKIP_WAITING to it and
 * calls `reload` once, when the new worker controls the page.
 */
export function watchForUpdate(registration: Registration, container: Container, reload: () => void): void {
  let asked = false;
  let reloaded = false;
  let controlled = !!container.controller;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };
  const offerWaiting = () => {
    const waiting = registration.waiting;
    if (!waiting || !container.controller) return;
    setOffer({
      reload: () => {
        asked = true;
        waiting.postMessage({ type: SKIP_WAITING });
      },
    });
  };
  // A worker installing now (its updatefound may have fired before this ran) or later.
  const track = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => worker.state === 'installed' && offerWaiting());
  registration.addEventListener('updatefound', () => track(registration.installing));
  track(registration.installing);
  container.addEventListener('controllerchange', () => {
    // The first install claiming the page is no update; a worker this tab asked for reloads it;
    // one another tab let in leaves this page on old files: offer the reload.
    if (asked) reloadOnce();
    else if (controlled) setOffer({ reload: reloadOnce });
    controlled = true;
  });
  offerWaiting();
}

/** Registers `sw.js` under the app's base (its scope), when the browser can and this is a build. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const register = () =>
    container
      .register(`${import.meta.env.BASE_URL}sw.js`)
      .then((registration) => watchForUpdate(registration, container, () => location.reload()))
      .catch(() => {
        // Offline use is a bonus: a page that cannot register (a private window, file://) still works.
      });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
