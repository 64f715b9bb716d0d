import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextStationId, scenarioReducer } from '../../src/state/scenarioReducer';
import type { Scenario } from '../../src/scenario/types';
import { at } from '../../src/util/at';

const preset = (): Scenario =>
  JSON.parse(readFileSync(resolve(__dirname, '../../public/scenarios/III-D.json'), 'utf8'));

describe('scenarioReducer', () => {
  it('moves a station without touching the previous scenario', () => {
    const before = preset();
    const frozen = JSON.stringify(before);
    const after = scenarioReducer(before, { type: 'moveStation', id: 'B2', position: { xM: 10, yM: 20 } });
    expect(at(after.stations!, 1, 'station').position).toEqual({ xM: 10, yM: 20 });
    expect(JSON.stringify(before)).toBe(frozen);
    expect(after.stations?.[0]).toBe(before.stations?.[0]);
  });

  it('adds a station with the next free id, reached by the nodes that reach stations', () => {
    const s = scenarioReducer(preset(), { type: 'addStation', position: { xM: 0, yM: 0 } });
    expect(s.stations?.map((st) => st.id)).toEqual(['B1', 'B2', 'B3', 'B4']);
    const links = at(s.platforms!, 0, 'platform').links ?? [];
    expect(links.find((l) => l.node === 'head')?.to).toEqual(['B1', 'B2', 'B3', 'B4']);
    expect(links.find((l) => l.node === 'middle')?.to).toEqual(['sat']);
    expect(nextStationId(scenarioReducer(s, { type: 'removeStation', id: 'B2' }))).toBe('B2');
  });

  it('removes a station and every link to it', () => {
    const s = scenarioReducer(preset(), { type: 'removeStation', id: 'B1' });
    expect(s.stations?.map((st) => st.id)).toEqual(['B2', 'B3']);
    for (const l of at(s.platforms!, 0, 'platform').links ?? []) expect(l.to).not.toContain('B1');
  });

  it('edits polyline vertices and keeps one speed per segment', () => {
    let s = scenarioReducer(preset(), {
      type: 'setTrajectory',
      platformId: 'convoy',
      trajectory: {
        kind: 'polyline',
        points: [
          { xM: 0, yM: 0 },
          { xM: 100, yM: 0 },
        ],
        segmentSpeedsMps: [5],
      },
    });
    s = scenarioReducer(s, { type: 'insertVertex', platformId: 'convoy', index: 1, position: { xM: 50, yM: 50 } });
    let t = at(s.platforms!, 0, 'platform').trajectory;
    expect(t?.kind === 'polyline' && t.points.length).toBe(3);
    expect(t?.kind === 'polyline' && t.segmentSpeedsMps).toEqual([5, 5]);
    s = scenarioReducer(s, { type: 'moveVertex', platformId: 'convoy', index: 2, position: { xM: 200, yM: 0 } });
    s = scenarioReducer(s, { type: 'deleteVertex', platformId: 'convoy', index: 0 });
    t = at(s.platforms!, 0, 'platform').trajectory;
    expect(t?.kind === 'polyline' && t.points).toEqual([
      { xM: 50, yM: 50 },
      { xM: 200, yM: 0 },
    ]);
    expect(t?.kind === 'polyline' && t.segmentSpeedsMps).toEqual([5]);
    // A polyline keeps at least two vertices.
    expect(scenarioReducer(s, { type: 'deleteVertex', platformId: 'convoy', index: 0 })).toBe(s);
  });

  it('sets links per node in head, middle, tail order and drops an empty node', () => {
    let s = scenarioReducer(preset(), { type: 'setLinks', platformId: 'convoy', node: 'head', to: [] });
    expect(at(s.platforms!, 0, 'platform').links?.map((l) => l.node)).toEqual(['middle', 'tail']);
    s = scenarioReducer(s, { type: 'setLinks', platformId: 'convoy', node: 'head', to: ['B3'] });
    expect(at(s.platforms!, 0, 'platform').links?.map((l) => l.node)).toEqual(['head', 'middle', 'tail']);
  });

  it('turns comparison mode on and off (one undoable edit each, the rest of the scenario kept)', () => {
    const before = preset();
    const comparison = {
      source: 'convoy',
      variants: [
        { label: 'Kelly', controller: { kind: 'kelly-voice' as const } },
        { label: 'LIA', controller: { kind: 'lia' as const } },
      ],
    };
    const on = scenarioReducer(before, { type: 'setComparison', comparison });
    expect(on.comparison).toEqual(comparison);
    expect(on.stations).toBe(before.stations);
    expect(before.comparison).toBeUndefined();
    const off = scenarioReducer(on, { type: 'setComparison', comparison: null });
    expect('comparison' in off).toBe(false);
    expect(off).toEqual(before);
    // Nothing to turn off: the same scenario (no undo step).
    expect(scenarioReducer(off, { type: 'setComparison', comparison: null })).toBe(off);
  });

  it('sets the file of the transfer time, refusing sizes that are not positive', () => {
    const s = scenarioReducer(preset(), { type: 'setFileMegabytes', fileMegabytes: 25 });
    expect(s.metrics).toEqual({ fileMegabytes: 25 });
    expect(scenarioReducer(s, { type: 'setFileMegabytes', fileMegabytes: 25 })).toBe(s);
    expect(scenarioReducer(s, { type: 'setFileMegabytes', fileMegabytes: 0 })).toBe(s);
    expect(scenarioReducer(s, { type: 'setFileMegabytes', fileMegabytes: Number.NaN })).toBe(s);
  });
  it('sets the engine in solver.engine, leaving the rest of the solver settings; the same engine is no edit', () => {
    const s = preset();
    const packet = scenarioReducer(s, { type: 'setEngine', engine: 'packet' });
    expect(packet.solver).toEqual({ ...s.solver, engine: 'packet' });
    expect(scenarioReducer(packet, { type: 'setEngine', engine: 'packet' })).toBe(packet);
    expect(scenarioReducer(s, { type: 'setEngine', engine: 'fluid' })).toBe(s);
  });
  it('records, at the first engine switch, which engine the guidance was written for, and keeps it', () => {
    const s = { ...preset(), meta: { watchFor: 'The satellite holds about 12.5 Mbps.' } };
    const packet = scenarioReducer(s, { type: 'setEngine', engine: 'packet' });
    expect(packet.meta).toEqual({ watchFor: 'The satellite holds about 12.5 Mbps.', guidanceEngine: 'fluid' });
    const back = scenarioReducer(packet, { type: 'setEngine', engine: 'fluid' });
    expect(back.meta?.guidanceEngine).toBe('fluid');
    // Without guidance there is nothing to record.
    const bare = scenarioReducer({ ...preset(), meta: undefined }, { type: 'setEngine', engine: 'packet' });
    expect(bare.meta).toBeUndefined();
  });
});
