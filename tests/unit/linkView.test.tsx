// @vitest-environment jsdom
import { Blob as NodeBlob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, useEffect, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountHost, unmountHost, type ReactHost } from './reactHost';
import { applyView, openLink, startLinkView, type ViewTarget } from '../../src/share/ui/linkView';
import { createPage } from '../../src/app/page';
import { PageStoreContext, useValue } from '../../src/state/usePageStore';
import type { Scenario } from '../../src/scenario/types';
import { encodeLink, type LinkView } from '../../src/share/linkCodec';
import { Solver } from '../../src/solver/wasm';

const ROOT = resolve(__dirname, '../..');

// The main thread's solver, loaded from the file instead of a URL (Node has no server).
vi.mock('../../src/state/useGeometry', () => {
  let solver: Promise<Solver> | null = null;
  return {
    mainThreadSolver: () => (solver ??= Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')))),
    discardMainThreadSolver: () => (solver = null),
  };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const preset = (name: string) =>
  JSON.parse(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8')) as Scenario;

/** Records what a view sets. */
function recorder(): ViewTarget & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    setCursorS: (t) => calls.push(['cursor', t]),
    setHiddenSeries: (keys) => calls.push(['hidden', [...keys]]),
  };
}

describe('applyView', () => {
  it('sets the cursor and exactly the hidden series of the view', () => {
    const target = recorder();
    applyView({ cursorS: 123.4, hidden: ['sat', 'head-B1'] }, target);
    expect(target.calls).toEqual([
      ['cursor', 123.4],
      ['hidden', ['sat', 'head-B1']],
    ]);
  });
  it('resets both when the view has neither', () => {
    const target = recorder();
    applyView({}, target);
    expect(target.calls).toEqual([
      ['cursor', 0],
      ['hidden', []],
    ]);
  });
});

/**
 * The playground's wiring of the link view: the page store made from the start (its view applied
 * there) and the link view subscriber, showing the store's scenario, cursor, hidden series and
 * link problem; `loads` records every scenario the store moves to.
 */
function Page({ initial, startView, loads }: { initial: Scenario; startView: LinkView; loads: Scenario[] }) {
  const [page] = useState(() => createPage({ initial, preset: initial, view: startView }, ''));
  useEffect(() => {
    let shownScenario = page.store.getState().history.present;
    const unsubscribe = page.store.subscribe(() => {
      const present = page.store.getState().history.present;
      if (present !== shownScenario) loads.push((shownScenario = present));
    });
    const stop = startLinkView(page.store);
    return () => {
      unsubscribe();
      stop();
    };
  }, [page, loads]);
  return (
    <PageStoreContext value={page.store}>
      <Shown />
    </PageStoreContext>
  );
}

/** What the page shows of the store. */
function Shown() {
  const title = useValue((s) => s.history.present.title);
  const cursorS = useValue((s) => s.view.cursorS);
  const hidden = useValue((s) => s.view.hiddenSeries);
  const problem = useValue((s) => s.view.linkProblem);
  return (
    <output
      data-title={title}
      data-cursor={cursorS}
      data-hidden={[...hidden].sort().join(',')}
      data-problem={problem ?? ''}
    />
  );
}

let host: ReactHost;
const shown = () => {
  const o = host.container.querySelector('output')!;
  return {
    title: o.dataset.title,
    cursorS: Number(o.dataset.cursor),
    hidden: o.dataset.hidden,
    problem: o.dataset.problem,
  };
};

/** Pastes a link into the open page's address and waits until the page shows `until`. */
async function paste(fragment: string, until: () => boolean): Promise<void> {
  act(() => {
    location.hash = fragment;
  });
  // React renders at the end of each act: wait in short acts until the page shows the link.
  await vi.waitFor(
    async () => {
      await act(() => new Promise((done) => setTimeout(done, 20)));
      expect(until()).toBe(true);
    },
    { timeout: 20_000, interval: 0 },
  );
}

beforeAll(async () => {
  vi.stubGlobal('Blob', NodeBlob); // the codec streams Blobs, which jsdom's cannot
  await openLink(await encodeLink(preset('III-E'), {})); // loads the solver once
}, 60_000);
beforeEach(() => {
  host = mountHost();
});
afterEach(() => {
  unmountHost(host);
  history.replaceState(null, '', location.pathname);
});

describe('the link view (startLinkView, and createPage for the start view)', () => {
  it('shows the start view when the page opens', () => {
    act(() =>
      host.root.render(<Page initial={preset('III-D')} startView={{ cursorS: 200, hidden: ['sat'] }} loads={[]} />),
    );
    expect(shown()).toMatchObject({ cursorS: 200, hidden: 'sat', problem: '' });
  });

  it('a pasted link loads its scenario and shows its view as a fresh page would, past the old duration', async () => {
    const d = preset('III-D');
    const loads: Scenario[] = [];
    act(() => host.root.render(<Page initial={preset('III-E')} startView={{ cursorS: 5 }} loads={loads} />));
    expect(shown()).toMatchObject({ title: preset('III-E').title, cursorS: 5, hidden: '' });

    const link = await encodeLink(d, { cursorS: 123.4, hidden: ['sat', 'head-B1'] });
    await paste(link, () => shown().title === d.title);
    // III-E runs 20 s: the cursor must not be clamped to it.
    expect(shown()).toEqual({ title: d.title, cursorS: 123.4, hidden: 'head-B1,sat', problem: '' });
    expect(loads[0]).toEqual(d);

    // The same as a fresh page opened on the link.
    const freshView = (await openLinkView(link))!;
    const fresh = mountHost();
    act(() => fresh.root.render(<Page initial={d} startView={freshView} loads={[]} />));
    expect(fresh.container.querySelector('output')!.dataset).toMatchObject({ cursor: '123.4', hidden: 'head-B1,sat' });
    unmountHost(fresh);

    // A link without a view resets the cursor and shows every series.
    await paste(await encodeLink(preset('III-G'), {}), () => shown().title === preset('III-G').title);
    expect(shown()).toEqual({ title: preset('III-G').title, cursorS: 0, hidden: '', problem: '' });
  }, 60_000);

  it('a broken pasted link is named and changes nothing', async () => {
    const loads: Scenario[] = [];
    act(() =>
      host.root.render(<Page initial={preset('III-D')} startView={{ cursorS: 42, hidden: ['sat'] }} loads={loads} />),
    );
    await paste('s=v1.AAAA-not-a-real-link', () => shown().problem !== '');
    expect(shown()).toMatchObject({
      cursorS: 42,
      hidden: 'sat',
      problem: expect.stringMatching(/^This link could not be opened, your scenario was kept: link: /),
    });
    expect(loads).toEqual([]);
  }, 60_000);
});

/** The view `openLink` gives for a link (the start-up path). */
async function openLinkView(fragment: string): Promise<LinkView | null> {
  const opened = await openLink(fragment);
  return 'view' in opened ? opened.view : null;
}
