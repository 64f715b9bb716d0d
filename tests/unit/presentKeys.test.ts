/**
 * The presenter view's keys (src/present/presentKeys.ts) on a real page store: 1-4 choose the
 * chart, L the lesson card, Esc leaves; nothing acts while the view is not shown.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialHistory } from '../../src/state/history';
import { initialView } from '../../src/state/pageState';
import { PageStore } from '../../src/state/pageStore';
import { PRESENT_CHARTS, presentChartOfKey } from '../../src/state/presentChart';
import { presentKey } from '../../src/present/presentKeys';
import { readQueryParams } from '../../src/state/queryParams';
import type { Scenario } from '../../src/scenario/types';

const scenario: Scenario = JSON.parse(readFileSync(resolve(__dirname, '../../public/scenarios/III-D.json'), 'utf8'));

function storeOn(presenting: boolean): PageStore {
  return new PageStore({
    history: initialHistory(scenario),
    locked: false,
    resetTarget: scenario,
    view: initialView({ presenting }),
  });
}

describe('the presenter view', () => {
  it('gives keys 1-4 the throughput, capacity, aggregate and detail charts, and no other key a chart', () => {
    expect(['1', '2', '3', '4'].map(presentChartOfKey)).toEqual([...PRESENT_CHARTS]);
    expect(PRESENT_CHARTS).toEqual(['throughput', 'capacity', 'aggregate', 'detail']);
    for (const key of ['0', '5', '12', 'a', ' ', 'Escape']) expect(presentChartOfKey(key)).toBeNull();
  });

  it('acts on the store while presenting: 1-4 choose, L toggles the card, Escape leaves', () => {
    const store = storeOn(true);
    expect(store.getState().view.presentChart).toBe('throughput');
    expect(presentKey(store, '3')).toBe(true);
    expect(store.getState().view.presentChart).toBe('aggregate');
    expect(presentKey(store, '4')).toBe(true);
    expect(store.getState().view.presentChart).toBe('detail');
    expect(store.getState().view.presentLesson).toBe(true);
    expect(presentKey(store, 'l')).toBe(true);
    expect(store.getState().view.presentLesson).toBe(false);
    expect(presentKey(store, 'L')).toBe(true);
    expect(store.getState().view.presentLesson).toBe(true);
    // Space and the arrows are the page's own shortcuts (play, step): not taken here.
    expect(presentKey(store, ' ')).toBe(false);
    expect(presentKey(store, 'ArrowRight')).toBe(false);
    expect(presentKey(store, 'Escape')).toBe(true);
    expect(store.getState().view.presenting).toBe(false);
  });

  it('leaves every key alone when not presenting', () => {
    const store = storeOn(false);
    const before = store.getState();
    for (const key of ['1', '2', 'l', 'Escape']) expect(presentKey(store, key)).toBe(false);
    expect(store.getState()).toBe(before);
  });

  it('opens with ?present=1, and the switch turns it on and off', () => {
    expect(readQueryParams('?present=1')).toMatchObject({ values: { present: true }, problems: [] });
    expect(readQueryParams('').values.present).toBe(false);
    const store = storeOn(false);
    store.togglePresenting();
    expect(store.getState().view.presenting).toBe(true);
    store.togglePresenting();
    expect(store.getState().view.presenting).toBe(false);
  });
});
