/** Traces out, whole scenario: the zip's folder, each path's Mahimahi trace and CSV, the README. */
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { RunLayout } from '../../src/solver/layout';
import { RunStore } from '../../src/store/runStore';
import { tracesZip, UPLINK_FILE } from '../../src/realdata/trace/zipTraces';
import { mahimahiTimestamps, windowCounts } from '../../src/realdata/trace/mahimahi';
import { parseTrace } from '../../src/realdata/trace/read';
import { mmDelayMs } from '../../src/realdata/trace/readme';
import { resourceSeries } from '../../src/realdata/trace/runTraces';

/** Two paths: `direct` through the channel `lte`, `relay` through `lte` and `wifi` (its bottleneck). */
const layout: RunLayout = {
  title: 'Drive <b>test</b>',
  dtS: 0.001,
  durationS: 2,
  sampleEveryS: 0.5,
  totalSamples: 5,
  sampleWidth: 5,
  columns: ['t_s', 'x:direct', 'x:relay', 'c:lte', 'c:wifi'],
  routes: [
    { id: 'direct', source: 's', group: 'path', resources: ['lte'], forwardMs: 20, feedbackMs: 20 },
    { id: 'relay/1', source: 's', group: 'path', resources: ['lte', 'wifi'], forwardMs: 30, feedbackMs: 15 },
  ],
  resources: [
    { id: 'lte', target: 'lte', group: 'path', responsiveness: 16 },
    { id: 'wifi', target: 'wifi', group: 'path', responsiveness: 16 },
  ],
  sources: [{ id: 's', label: 's', routes: ['direct', 'relay/1'] }],
  nodes: [],
  platforms: [],
};

function store(): RunStore {
  const s = new RunStore({ ...layout, columns: ['t_s', 'x:direct', 'x:relay/1', 'c:lte', 'c:wifi'] });
  // t, x, x, lte, wifi: lte 12 -> 24 Mbps, wifi 6 Mbps then 36.
  const rows = [0, 1, 1, 12, 6, 0.5, 1, 1, 12, 6, 1, 1, 1, 24, 36, 1.5, 1, 1, 24, 36, 2, 1, 1, 24, 36];
  s.append(Float64Array.from(rows), 5);
  return s;
}

describe('Traces out', () => {
  it('a zip of one folder: per path a Mahimahi trace and a CSV, the uplink and the README', () => {
    const files = unzipSync(tracesZip(store(), 'Drive-test'));
    expect(Object.keys(files).sort()).toEqual([
      'Drive-test-traces/README.txt',
      'Drive-test-traces/direct.csv',
      'Drive-test-traces/direct.down',
      'Drive-test-traces/relay_1.csv',
      'Drive-test-traces/relay_1.down',
      `Drive-test-traces/${UPLINK_FILE}`,
    ]);
    // The relay's capacity is the least of lte and wifi: 6 Mbps to 0.5 s, 6 -> 24 to 1 s, then 24.
    const csv = strFromU8(files['Drive-test-traces/relay_1.csv']!);
    expect(csv).toBe('time_s,mbps\n0,6\n0.5,6\n1,24\n1.5,24\n2,24\n');
    const stamps = mahimahiTimestamps(strFromU8(files['Drive-test-traces/relay_1.down']!), 'relay_1.down');
    expect(stamps.ok).toBe(true);
    if (!stamps.ok) return;
    // Packets per 500 ms window: 6 Mbps -> 250; 6..24 Mbps -> 15 Mbps mean -> 625; 24 Mbps -> 1000.
    expect(Array.from(windowCounts(stamps.value, 500).counts)).toEqual([250, 625, 1000, 1000]);
    expect(strFromU8(files[`Drive-test-traces/${UPLINK_FILE}`]!)).toBe('1\n');
  });

  it('the README gives each path its mm-delay and mm-link command and says what mm-link does not do', () => {
    const readme = strFromU8(unzipSync(tracesZip(store(), 'x'))['x-traces/README.txt']!);
    expect(readme).toContain('Link traces of "Drive <b>test</b>"');
    expect(readme).toContain(`mm-delay 20 mm-link ${UPLINK_FILE} direct.down -- bash`);
    // relay/1: forward 30, feedback 15 -> mm-delay 23 each way (round trip 46, the route's 45 rounded).
    expect(readme).toContain(`mm-delay 23 mm-link ${UPLINK_FILE} relay_1.down -- <receiver>`);
    // Mean: (6 x 0.5 + 15 x 0.5 + 24 x 1) / 2 = 17.25 Mbps.
    expect(readme).toContain('relay/1 | lte + wifi | relay_1.down | relay_1.csv | 30/15 | 23 | 6/17.25/24');
    expect(readme).toContain('Mahimahi itself has no shell with several interfaces');
    expect(mmDelayMs(30, 15)).toBe(23);
  });

  it("a channel's own capacity (one resource) reads back from its CSV", () => {
    const series = resourceSeries(store(), 'lte');
    expect(series && Array.from(series.capacitiesMbps)).toEqual([12, 12, 24, 24, 24]);
    expect(resourceSeries(store(), 'nothing')).toBeNull();
    const direct = strFromU8(unzipSync(tracesZip(store(), 'x'))['x-traces/direct.csv']!);
    const parsed = parseTrace(direct, 'direct.csv', { windowMs: 100 });
    expect(parsed.ok && Array.from(parsed.value.capacitiesMbps)).toEqual([12, 12, 24, 24, 24]);
  });
});
