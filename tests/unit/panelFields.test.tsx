// @vitest-environment jsdom
/**
 * The panels' number fields against docs/scenario.schema.json: every schema path a NumberField names
 * resolves, and the bounds, units and help a field shows are the schema's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldConstraints } from '../../src/panel/NumberField';
import { StationPanel } from '../../src/panel/StationPanel';
import { ConvoyPanel } from '../../src/panel/ConvoyPanel';
import { schemaField } from '../../src/scenario/schemaFields';
import type { Scenario } from '../../src/scenario/types';
import type { ScenarioAction } from '../../src/state/actions';
import { ROOT } from './nativeCli';
import { mountHost, unmountHost } from './reactHost';
import { at } from '../../src/util/at';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The raw schema JSON, read from disk (not through the module under test). */
const schema: Record<string, any> = JSON.parse(readFileSync(resolve(ROOT, 'docs/scenario.schema.json'), 'utf8'));

/** Every .tsx file under src/. */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsxFiles(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}

/** The `field` paths of every `<NumberField` in the source, and how many NumberFields there are. */
function numberFieldPaths(): { paths: string[]; uses: number } {
  let uses = 0;
  const paths: string[] = [];
  for (const file of tsxFiles(resolve(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    uses += (text.match(/<NumberField\b/g) ?? []).length;
    for (const m of text.matchAll(/<NumberField\b[^>]*?\bfield="([^"]+)"/gs)) paths.push(at(m, 1));
  }
  return { paths, uses };
}

describe('NumberField paths', () => {
  it('every NumberField names a literal schema path, and every path resolves', () => {
    const { paths, uses } = numberFieldPaths();
    expect(uses).toBeGreaterThanOrEqual(18);
    expect(paths).toHaveLength(uses);
    for (const path of paths) {
      const c = fieldConstraints(path);
      expect(c.help, path).toBe(schemaField(path).description);
      expect(c.help?.length, path).toBeGreaterThan(20);
    }
  });

  it('shows the schema bounds (read here from the raw schema JSON)', () => {
    const station = schema.$defs.station.properties;
    expect(fieldConstraints('station.capacityMbps')).toMatchObject({
      min: 0,
      exclusiveMin: true,
      max: 1e9,
      exclusiveMax: false,
      unit: 'Mbps',
      step: 'any',
    });
    expect(schema.$defs.capacityMbps).toMatchObject({ exclusiveMinimum: 0, maximum: 1e9 });
    expect(fieldConstraints('station.decay[logistic].alphaPerM')).toMatchObject({
      min: 0,
      exclusiveMin: true,
      max: 100,
      unit: '1/m',
    });
    expect(fieldConstraints('station.responsiveness')).toMatchObject({
      min: 0,
      exclusiveMin: true,
      max: 1000,
      unit: '',
    });
    expect(fieldConstraints('station.responsiveness').help).toBe(station.responsiveness.description);
    expect(fieldConstraints('station.delays.forwardMs')).toMatchObject({
      min: 0,
      exclusiveMin: false,
      max: 60000,
      unit: 'ms',
    });
    expect(fieldConstraints('platform.lengthM')).toMatchObject({ min: 0, max: 1e5, unit: 'm' });
    expect(fieldConstraints('platform.trajectory[static].headingDeg')).toMatchObject({
      min: -3600,
      max: 3600,
      unit: '°',
    });
    expect(fieldConstraints('platform.trajectory[polyline].segmentSpeedsMps[]')).toMatchObject({
      min: 0,
      exclusiveMin: true,
      max: 1e4,
      unit: 'm/s',
    });
    expect(fieldConstraints('metrics.fileMegabytes')).toMatchObject({
      min: 0,
      exclusiveMin: true,
      max: 1e9,
      unit: 'MB',
    });
    expect(() => fieldConstraints('station.capacityMpbs')).toThrow('no property "capacityMpbs"');
  });
});

const preset = (): Scenario => JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/III-D.json'), 'utf8'));

describe('StationPanel', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    ({ container: host, root } = mountHost());
  });
  afterEach(() => unmountHost({ container: host, root }));

  const inputLabelled = (text: string): HTMLInputElement => {
    const label = [...host.querySelectorAll('label')].find((l) => l.textContent?.startsWith(text));
    if (!label) throw new Error(`no label "${text}"`);
    return document.getElementById(label.htmlFor) as HTMLInputElement;
  };
  const type = (input: HTMLInputElement, value: string) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };

  it('refuses a capacity above the schema maximum, and describes the field with its schema description', () => {
    const dispatch = vi.fn<(a: ScenarioAction) => void>();
    const station = at(preset().stations!, 0, 'station');
    act(() => root.render(<StationPanel station={station} dispatch={dispatch} onClose={() => {}} />));
    const capacity = inputLabelled('Nominal capacity');
    expect(capacity.labels?.[0]?.textContent).toBe('Nominal capacity (Mbps)');
    const help = capacity
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(help).toEqual([schema.$defs.station.properties.capacityMbps.description]);
    expect(capacity.title).toBe(schema.$defs.station.properties.capacityMbps.description);

    type(capacity, '2e9');
    expect(host.querySelector('.field-problem')?.textContent).toBe('Nominal capacity: must be ≤ 1000000000');
    expect(capacity.getAttribute('aria-describedby')!.split(' ')).toHaveLength(2);
    type(capacity, '0');
    expect(host.querySelector('.field-problem')?.textContent).toBe('Nominal capacity: must be > 0');
    expect(dispatch).not.toHaveBeenCalled();
    type(capacity, '1e9');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'updateStation', id: station.id, patch: { capacityMbps: 1e9 } });

    type(inputLabelled('α'), '100.5');
    expect(host.querySelector('.field-problem')?.textContent).toBe('α: must be ≤ 100');
  });

  it('switches the decay law to the schema defaults (step and linear at the schema examples)', () => {
    const dispatch = vi.fn<(a: ScenarioAction) => void>();
    const station = { ...at(preset().stations!, 0, 'station') };
    delete station.decay;
    act(() => root.render(<StationPanel station={station} dispatch={dispatch} onClose={() => {}} />));
    expect(inputLabelled('α').value).toBe('0.007');
    expect(inputLabelled('d₀').value).toBe('500');
    const law = host.querySelector<HTMLSelectElement>(`#decay-${station.id}`)!;
    const decays = schema.$defs.decay.oneOf;
    for (const [value, expected] of [
      ['step', { law: 'step', radiusM: decays[1].properties.radiusM.examples[0] }],
      ['linear', { law: 'linear', rangeM: decays[2].properties.rangeM.examples[0] }],
      ['flat', { law: 'flat' }],
      ['logistic', schema.$defs.decay.default],
    ] as const) {
      act(() => {
        law.value = value;
        law.dispatchEvent(new Event('change', { bubbles: true }));
      });
      expect(dispatch).toHaveBeenLastCalledWith({ type: 'setStationDecay', id: station.id, decay: expected });
    }
    expect(dispatch.mock.calls.map(([a]) => a.type === 'setStationDecay' && a.decay)).toEqual([
      { law: 'step', radiusM: 500 },
      { law: 'linear', rangeM: 1000 },
      { law: 'flat' },
      { law: 'logistic', alphaPerM: 0.007, d0M: 500 },
    ]);
  });
});

describe('ConvoyPanel', () => {
  it('shows the schema default speed of an exit arc that gives none, with the bounds of that field', () => {
    const { container, root } = mountHost();
    const scenario = preset();
    const platform = {
      ...at(scenario.platforms!, 0, 'platform'),
      trajectory: { kind: 'clover' as const, exitArc: {} },
    };
    act(() => root.render(<ConvoyPanel platform={platform} scenario={scenario} dispatch={() => {}} />));
    const label = [...container.querySelectorAll('label')].find((l) =>
      l.textContent?.startsWith('Speed on the exit arc'),
    )!;
    expect(label.textContent).toBe('Speed on the exit arc (m/s)');
    const input = document.getElementById(label.htmlFor) as HTMLInputElement;
    expect(input.value).toBe(String(schema.$defs.trajectory.oneOf[0].properties.exitArc.properties.speedMps.default));
    expect(input.value).toBe('8.5');
    unmountHost({ container, root });
  });

  it("switches to the paper's clover (every field at the schema default) and to a polyline (the schema's example speed)", () => {
    const { container, root } = mountHost();
    const dispatch = vi.fn<(a: ScenarioAction) => void>();
    const scenario = preset();
    const platform = {
      ...at(scenario.platforms!, 0, 'platform'),
      trajectory: { kind: 'static' as const, centre: { xM: 0, yM: 0 } },
    };
    act(() => root.render(<ConvoyPanel platform={platform} scenario={scenario} dispatch={dispatch} />));
    const select = container.querySelector<HTMLSelectElement>('#trajectory-kind')!;
    act(() => {
      select.value = 'clover';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'setTrajectory',
      platformId: platform.id,
      trajectory: {
        kind: 'clover',
        radiusM: 500,
        gammaPerS: 0.05 / 3,
        revolutions: 2,
        exitArc: { radiusM: 430, angleDeg: 180, speedMps: 8.5, turn: 'right' },
      },
    });
    act(() => {
      select.value = 'polyline';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const polyline = schema.$defs.trajectory.oneOf[1].properties.speedMps;
    expect(polyline.default).toBeUndefined();
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'setTrajectory',
      platformId: platform.id,
      trajectory: {
        kind: 'polyline',
        points: [
          { xM: -800, yM: 0 },
          { xM: 800, yM: 0 },
        ],
        speedMps: polyline.examples[0],
      },
    });
    unmountHost({ container, root });
  });
});
