/**
 * The example drive preset (public/scenarios/drive-example.json) is made from the playground's own
 * invented files by the import code itself: the GPX track (scripts/make-drive.mjs) through the
 * track reader and drive model, the OpenCellID-style sites through the cell reader and station
 * model, and the two Mahimahi traces (scripts/make-traces.mjs) through the trace reader, each
 * attached as a new channel. The test rebuilds it and compares it with the checked-in file, so the
 * preset can never drift from what the importers make; `UPDATE_PRESET=1 npx vitest run
 * tests/unit/drivePreset.test.ts` writes it anew.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/scenario/types';
import { readTrackText } from '../../src/realdata/track/read';
import { trackDrive } from '../../src/realdata/track/drive';
import { applyTrack } from '../../src/realdata/track/apply';
import { cellsPath } from '../../src/realdata/cells/path';
import { readCellsFile } from '../../src/realdata/cells/read';
import { withCellSites } from '../../src/realdata/cells/stations';
import { DEFAULT_TECH_LAWS } from '../../src/realdata/cells/techs';
import { parseTrace } from '../../src/realdata/trace/read';
import { traceLaw } from '../../src/realdata/trace/law';
import { attachTrace } from '../../src/realdata/trace/attach';

const ROOT = resolve(__dirname, '../..');
const PRESET = resolve(ROOT, 'public/scenarios/drive-example.json');
const text = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');

/** The preset before any file: a phone in a car, one MPTCP (LIA) connection, nothing to reach yet. */
const BASE: Scenario = {
  format: 'multipath-playground/scenario',
  version: 1,
  title: 'Example drive · a track, cell sites and measured traces',
  description:
    'A phone in a car on an invented ten-minute drive (a GPX track with a fix a second) downloads over MPTCP (LIA): through the invented cell sites within 1 km of the road (an OpenCellID-style file), and over two measured links replayed from Mahimahi traces made here (an LTE drive with a handover, a WiFi link with outages).',
  meta: {
    builtFrom: [
      'public/realdata/drive.gpx',
      'public/realdata/drive-sites.csv',
      'public/traces/lte-drive.down',
      'public/traces/wifi-outages.down',
    ],
    watchFor: '',
  },
  frame: { kind: 'planar' },
  stations: [],
  channels: [],
  platforms: [
    {
      id: 'car',
      label: 'Car',
      lengthM: 5,
      trajectory: { kind: 'static', centre: { xM: 0, yM: 0 } },
      links: [{ node: 'middle', to: [] }],
    },
  ],
  sources: [{ id: 'phone', label: 'Phone (MPTCP)', platform: 'car', controller: { kind: 'lia' } }],
  solver: { dtS: 0.001, durationS: 60, sampleEveryS: 0.5 },
};

/** The preset as the importers make it from the four files. */
async function buildPreset(): Promise<Scenario> {
  const track = readTrackText(text('public/realdata/drive.gpx'), 'drive.gpx');
  if (!track.ok) throw new Error(JSON.stringify(track.problems));
  const withTrack = applyTrack(BASE, trackDrive(track.value), {
    platformId: 'car',
    speedMps: 13.9,
    useTimes: true,
    wholeDrive: true,
  });
  const path = cellsPath(withTrack);
  if (!path) throw new Error('no path after the track');
  const cells = await readCellsFile(
    new Blob([text('public/realdata/drive-sites.csv')]),
    'drive-sites.csv',
    { pathLatLonDeg: path.latLonDeg, marginM: 1000, maxSites: 6 },
    () => undefined,
  );
  if (!cells.ok) throw new Error(JSON.stringify(cells.problems));
  const withSites = withCellSites(withTrack, cells.value.sites, { laws: DEFAULT_TECH_LAWS, keepStations: false });
  if ('error' in withSites) throw new Error(withSites.error);
  let s = withSites.scenario;
  for (const [file, id, label, delayMs] of [
    ['lte-drive.down', 'lte-trace', 'Measured LTE (trace)', 30],
    ['wifi-outages.down', 'wifi-trace', 'Measured WiFi (trace)', 10],
  ] as const) {
    const trace = parseTrace(text(`public/traces/${file}`), file, { windowMs: 500 });
    if (!trace.ok) throw new Error(JSON.stringify(trace.problems));
    s = attachTrace(s, traceLaw(trace.value, true), {
      kind: 'new',
      channelId: id,
      label,
      forwardMs: delayMs,
      feedbackMs: delayMs,
      platformId: 'car',
      node: 'middle',
    });
  }
  const checked = JSON.parse(text('public/scenarios/drive-example.json')) as Scenario;
  // The guidance and its checks are written by hand (measured on the preset's own run).
  return { ...s, meta: { ...s.meta, watchFor: checked.meta?.watchFor ?? '', checks: checked.meta?.checks ?? [] } };
}

describe('the example drive preset', () => {
  it('is what the importers make of the shipped files', async () => {
    const built = await buildPreset();
    if (process.env.UPDATE_PRESET) writeFileSync(PRESET, `${JSON.stringify(built, null, 2)}\n`);
    expect(JSON.parse(readFileSync(PRESET, 'utf8'))).toEqual(JSON.parse(JSON.stringify(built)));
  });

  it('drives the track for the whole drive, reaches the sites within 1 km and both traced channels', async () => {
    const s = await buildPreset();
    expect(s.frame).toEqual({
      kind: 'geographic',
      originLatDeg: expect.closeTo(52.2, 3),
      originLonDeg: expect.closeTo(0.2, 3),
    });
    const car = s.platforms![0]!;
    expect(car.trajectory.kind).toBe('polyline');
    expect(s.solver.durationS).toBeGreaterThan(500);
    const reached = car.links!.flatMap((l) => l.to);
    expect(reached).toEqual(expect.arrayContaining(['lte-trace', 'wifi-trace']));
    expect(s.stations!.length).toBeGreaterThan(0);
    expect(s.stations!.length).toBeLessThanOrEqual(6);
    for (const c of s.channels!)
      expect(c.capacity).toMatchObject({ law: 'piecewise-linear', periodS: expect.any(Number) });
  });
});
