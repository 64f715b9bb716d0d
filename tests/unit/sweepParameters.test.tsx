// @vitest-environment jsdom
/**
 * The sweep's named parameters (every field a sweep can vary, in words with its unit), the
 * default axis (round ends) and the chart's axis title and round ticks, from the shipped presets.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parameterLabel, sweepParameters } from '../../src/sweep/parameterNames';
import { numericPaths } from '../../src/sweep/paths';
import { axisFor } from '../../src/sweep/SweepDialog';
import { roundTicks, SweepChart } from '../../src/sweep/SweepChart';
import { ROOT } from './nativeCli';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const preset = (name: string) => JSON.parse(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8'));

describe('the parameters a sweep offers', () => {
  it("names III-D's fields in words with units, one per numeric field, in the scenario's order", () => {
    const s = preset('III-D');
    const list = sweepParameters(s);
    expect(list.map((p) => p.path)).toEqual(numericPaths(s));
    const label = (path: string) => list.find((p) => p.path === path)?.label;
    expect(label('stations.B1.capacityMbps')).toBe('B1 capacity (Mbps)');
    expect(label('stations.B2.delays.forwardMs')).toBe('B2 forward delay (ms)');
    expect(label('stations.B3.position.xM')).toBe('B3 x position (m)');
    expect(label('stations.B1.decay.alphaPerM')).toBe('B1 decay alpha (1/m)');
    expect(label('channels.sat.responsiveness')).toBe('Satellite beta');
    expect(label('channels.sat.capacity.capacityMbps')).toBe('Satellite capacity (Mbps)');
    expect(label('stations.B2.responsiveness')).toBe('B2 beta');
    // One source: its controller's name is enough.
    expect(label('sources.fleet.controller.a')).toBe('Kelly-Voice (convoy paper) a');
    expect(label('platforms.convoy.trajectory.exitArc.speedMps')).toBe('Convoy trajectory exit arc speed (m/s)');
    expect(label('solver.dtS')).toBe('solver time step (s)');
    // No label is a JSON path, and every one is different.
    for (const p of list) expect(p.label).not.toMatch(/\w\.\w/);
    expect(new Set(list.map((p) => p.label)).size).toBe(list.length);
  });

  it('names each source where a scenario has several, and routes by number', () => {
    const s = preset('001-shared-bottleneck');
    expect(parameterLabel(s, 'sources.mhip.controller.packetBytes')).toMatch(
      /^Multipath flow .+ packet size \(bytes\)$/,
    );
    expect(parameterLabel(s, 'sources.mhip.routes.1.delays.forwardMs')).toBe(
      'Multipath flow route 2 forward delay (ms)',
    );
    expect(parameterLabel(s, 'metrics.fileMegabytes')).toBe('file size (MB)');
    expect(parameterLabel(preset('002-relays-tcp'), 'sources.local1.sendingRateMbps')).toBe(
      'Relay 1 local flow sending rate (Mbps)',
    );
  });
});

describe('round axes', () => {
  it("starts an axis at round ends around the field's value", () => {
    const s = preset('III-D');
    // B1's 20 Mbps: 10 to 30.
    expect(axisFor(s, 'stations.B1.capacityMbps', '9')).toEqual({
      path: 'stations.B1.capacityMbps',
      from: '10',
      to: '30',
      steps: '9',
    });
    // The 0.007/m decay: 0.0035 to 0.0105 made round.
    const decay = axisFor(s, 'stations.B1.decay.alphaPerM', '5');
    expect([decay.from, decay.to]).toEqual(['0.002', '0.012']);
  });

  it('ticks at round numbers: not 36.2/40.5/44.8', () => {
    expect(roundTicks(36.2, 44.8)).toEqual([38, 40, 42, 44]);
    expect(roundTicks(0.0035, 0.0105, 4)).toEqual([0.004, 0.006, 0.008, 0.01]);
  });
});

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

it("the line chart's axis title is the field in words, and its ticks are round", () => {
  const result = {
    xPath: 'stations.B1.capacityMbps',
    xLabel: 'B1 capacity (Mbps)',
    xValues: [10, 15, 20, 25, 30],
    yPath: null,
    yLabel: null,
    yValues: [0],
    values: [36.6, 39.1, 41.2, 43.0, 44.4],
    metricLabel: 'mean throughput',
    unit: 'Mbps',
    better: 'higher' as const,
  };
  act(() => root.render(<SweepChart result={result} />));
  expect(host.querySelector('.sweep-axis-title')!.textContent).toBe('B1 capacity (Mbps)');
  expect(host.querySelector('svg')!.getAttribute('aria-label')).toBe(
    'mean throughput (Mbps) against B1 capacity (Mbps)',
  );
  const yTicks = [...host.querySelectorAll('.sweep-y-tick')].map((t) => Number(t.textContent));
  expect(yTicks.length).toBeGreaterThanOrEqual(3);
  for (const t of yTicks) expect(t % 1).toBe(0);
  expect([...host.querySelectorAll('.sweep-x-tick')].map((t) => t.textContent)).toEqual(['10', '15', '20', '25', '30']);
});
