// @vitest-environment jsdom
/** Nothing blanks the page: a region that throws shows why and a way back, and the autosave that cannot be opened is set aside. */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountHost, unmountHost, type ReactHost } from './reactHost';
import { RegionBoundary } from '../../src/ui/RegionBoundary';
import { AUTOSAVE_KEY, loadScenario } from '../../src/state/autosave';
import { setAsideAutosave, setAsideCopies, setAsideText } from '../../src/state/setAside';
import { memoryStorage } from '../../src/state/storage';
import { at } from '../../src/util/at';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let failing = true;
function Fragile({ label }: { label: string }) {
  if (failing) throw new Error(`cannot format ${label}`);
  return <p>{label} shown</p>;
}

let host: ReactHost;
beforeEach(() => {
  host = mountHost();
  failing = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  unmountHost(host);
  vi.restoreAllMocks();
});

describe('RegionBoundary', () => {
  it('shows the error with a way back instead of blanking, and tries again on request', () => {
    const onUndo = vi.fn();
    const onLoadDefault = vi.fn();
    act(() =>
      host.root.render(
        <div>
          <p>other region</p>
          <RegionBoundary region="charts" resetKey={1} onUndo={onUndo} onLoadDefault={onLoadDefault}>
            <Fragile label="NaN" />
          </RegionBoundary>
        </div>,
      ),
    );
    const alert = host.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('The charts could not be shown: cannot format NaN. Your scenario is kept.');
    expect(host.container.textContent).toContain('other region');
    const buttons = [...alert.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Try again', 'Undo the last edit', 'Load the default scenario']);
    act(() => at(buttons, 1).click());
    act(() => at(buttons, 2).click());
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(onLoadDefault).toHaveBeenCalledTimes(1);
    failing = false;
    act(() => at(buttons, 0).click());
    expect(host.container.textContent).toContain('NaN shown');
    expect(host.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('tries again by itself when the scenario changes', () => {
    const tree = (key: number) => (
      <RegionBoundary region="map" resetKey={key}>
        <Fragile label="map" />
      </RegionBoundary>
    );
    act(() => host.root.render(tree(1)));
    expect(host.container.textContent).toContain('The map could not be shown');
    failing = false;
    act(() => host.root.render(tree(1)));
    expect(host.container.textContent).toContain('The map could not be shown');
    act(() => host.root.render(tree(2)));
    expect(host.container.textContent).toBe('map shown');
  });
});

describe('an autosave that cannot be opened', () => {
  it('is set aside, not lost, and the notice says where', () => {
    const store = memoryStorage();
    store.setItem(AUTOSAVE_KEY, '{"format": "multipath-playground/scenario", "stations": "x"}');
    const notice = setAsideAutosave(store, 'scenario.stations: must be an array, got "x"');
    expect(notice).toBe(
      'autosave: the saved scenario could not be opened (scenario.stations: must be an array, got "x"); it is kept in this browser (1 set-aside copy, listed below to download) and the default scenario was loaded',
    );
    const [copy, ...others] = setAsideCopies(store);
    expect(others).toEqual([]);
    expect(copy && setAsideText(store, copy)).toBe('{"format": "multipath-playground/scenario", "stations": "x"}');
    expect(loadScenario(store)).toEqual({ none: true });
  });
});
