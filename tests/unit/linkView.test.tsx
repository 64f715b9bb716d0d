// @vitest-environment jsdom
import { Blob as NodeBlob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, useMemo, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountHost, unmountHost, type ReactHost } from './reactHost';
import { applyView, openLink, useLinkView, type ViewTarget } from '../../src/app/linkView';
import { useToggleSet } from '../../src/charts/useToggleSet';
import type { Scenario } from '../../src/scenario/types';
import { encodeLink, type LinkView } from '../../src/share/linkCodec';
import { Solver } from '../../src/solver/wasm';
import { usePlayback } from '../../src/timeline/usePlayback';

const ROOT = resolve(__dirname, '../..');

// The main thread's solver, loaded from the file instead of a URL (Node has no server).
vi.mock('../../src/state/useGeometry', () => {
  let solver: Promise<Solver> | null = null;
  return {
    mainThreadSolver: () => (solver ??= Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')))),
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

/** The playground's wiring of the link view: a scenario, a playback cursor and hidden series. */
function Page({ initial, startView, loads }: { initial: Scenario; startView: LinkView; loads: Scenario[] }) {
  const [scenario, setScenario] = useState(initial);
  const playback = usePlayback(scenario.solver.durationS, scenario.solver.sampleEveryS ?? 0.1);
  const [hidden, , setHidden] = useToggleSet();
  const target = useMemo(
    () => ({ setCursorS: playback.setTime, setHiddenSeries: setHidden }),
    [playback.setTime, setHidden],
  );
  const load = useMemo(
    () => (s: Scenario) => {
      loads.push(s);
      setScenario(s);
    },
    [loads],
  );
  const problem = useLinkView(startView, target, load);
  return (
    <output
      data-title={scenario.title}
      data-cursor={playback.timeS}
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

describe('useLinkView', () => {
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
