/**
 * The update flow of the offline service worker: the real worker script (scripts/sw-template.js as
 * the build writes it) waits behind an older build's worker and takes over on SKIP_WAITING; the
 * page's side (watchForUpdate) offers the reload only for an update, posts SKIP_WAITING to the
 * waiting worker and reloads once, when that worker controls the page. The browser's parts (the
 * worker's global scope, the registration, navigator.serviceWorker) are small fakes on EventTarget;
 * tests/e2e/update.spec.ts runs the same flow in Chromium.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serviceWorkerSource } from '../../scripts/serviceWorker';
import { SKIP_WAITING, currentUpdate, watchForUpdate } from '../../src/app/serviceWorker';

/** An event with the worker's `waitUntil` and `data`. */
class WorkerEvent extends Event {
  waits: Promise<unknown>[] = [];
  constructor(
    type: string,
    readonly data?: unknown,
  ) {
    super(type);
  }
  waitUntil(p: Promise<unknown>): void {
    this.waits.push(p);
  }
}

/** The worker script run in a scope whose caches already hold `existing`; counts skipWaiting calls. */
function workerScope(existing: string[]) {
  const scope = new EventTarget() as EventTarget & Record<string, unknown>;
  const names = [...existing];
  let skips = 0;
  Object.assign(scope, {
    location: { href: 'https://school.example/mp/sw.js' },
    skipWaiting: () => {
      skips += 1;
      return Promise.resolve();
    },
    clients: { claim: () => Promise.resolve() },
  });
  const caches = {
    open: async (name: string) => {
      if (!names.includes(name)) names.push(name);
      return { addAll: async () => {} };
    },
    keys: async () => [...names],
    delete: async (name: string) => names.splice(names.indexOf(name), 1).length > 0,
  };
  const template = readFileSync(resolve(__dirname, '../../scripts/sw-template.js'), 'utf8');
  const source = serviceWorkerSource(template, ['assets/index-abc.js', 'index.html'], 'newbuild00000000');
  runInNewContext(source, { self: scope, caches, fetch, URL, Response });
  const dispatch = async (event: WorkerEvent) => {
    scope.dispatchEvent(event);
    await Promise.all(event.waits);
  };
  return { dispatch, skips: () => skips, names };
}

describe('the worker script', () => {
  it('takes over at once on the first install, and waits behind an older build', async () => {
    const first = workerScope([]);
    await first.dispatch(new WorkerEvent('install'));
    expect(first.skips()).toBe(1);
    const update = workerScope(['mp-precache-oldbuild00000000']);
    await update.dispatch(new WorkerEvent('install'));
    expect(update.skips()).toBe(0);
  });

  it('takes over when a page posts SKIP_WAITING, and then removes the older cache', async () => {
    const update = workerScope(['mp-precache-oldbuild00000000']);
    await update.dispatch(new WorkerEvent('install'));
    await update.dispatch(new WorkerEvent('message', { type: 'something else' }));
    expect(update.skips()).toBe(0);
    await update.dispatch(new WorkerEvent('message', { type: SKIP_WAITING }));
    expect(update.skips()).toBe(1);
    await update.dispatch(new WorkerEvent('activate'));
    expect(update.names).toEqual(['mp-precache-newbuild00000000']);
  });
});

/** A worker as the page sees it: its state, and the messages posted to it. */
class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  become(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A registration and a container, as navigator.serviceWorker gives them. */
function pageSide(controlled: boolean) {
  const registration = Object.assign(new EventTarget(), {
    waiting: null as FakeWorker | null,
    installing: null as FakeWorker | null,
  });
  const container = Object.assign(new EventTarget(), { controller: controlled ? new FakeWorker('activated') : null });
  let reloads = 0;
  const watch = () =>
    watchForUpdate(registration as unknown as ServiceWorkerRegistration, container as never, () => (reloads += 1));
  /** A new worker installs (and, as an update does, waits). */
  const install = () => {
    const worker = new FakeWorker('installing');
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = worker;
    worker.become('installed');
    return worker;
  };
  return { registration, container, watch, install, reloads: () => reloads };
}

describe('the page side of an update', () => {
  it('offers nothing on the first install (no worker controlled the page)', () => {
    const page = pageSide(false);
    page.watch();
    page.install();
    page.container.controller = new FakeWorker('activated');
    page.container.dispatchEvent(new Event('controllerchange'));
    expect(currentUpdate()).toBeNull();
    expect(page.reloads()).toBe(0);
  });

  it('offers the reload for a waiting worker, asks it to take over, and reloads once under it', () => {
    const page = pageSide(true);
    page.watch();
    expect(currentUpdate()).toBeNull();
    const worker = page.install();
    const offer = currentUpdate();
    expect(offer).not.toBeNull();
    expect(page.reloads()).toBe(0);
    offer!.reload();
    expect(worker.posted).toEqual([{ type: SKIP_WAITING }]);
    page.container.dispatchEvent(new Event('controllerchange'));
    page.container.dispatchEvent(new Event('controllerchange'));
    expect(page.reloads()).toBe(1);
  });

  it('offers the reload at start when a worker already waits (another tab kept the old build)', () => {
    const page = pageSide(true);
    page.registration.waiting = new FakeWorker('installed');
    page.watch();
    currentUpdate()!.reload();
    expect(page.registration.waiting.posted).toEqual([{ type: SKIP_WAITING }]);
  });
});
