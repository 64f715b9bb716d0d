/** Mahimahi traces in: counts per window worked by hand, the loop, and every kind of bad file. */
import { describe, expect, it } from 'vitest';
import { parseTrace, readTraceFile } from '../../src/realdata/trace/read';
import { parseMahimahi, windowCounts } from '../../src/realdata/trace/mahimahi';
import { FLOOR_MBPS } from '../../src/realdata/trace/constants';
import { problemText } from '../../src/realdata/problems';
import { routeFile } from '../../src/realdata/openFile';

const opts = { windowMs: 100 };

function ok(text: string, windowMs = 100) {
  const out = parseMahimahi(text, 'drive.down', windowMs);
  if (!out.ok) throw new Error(out.problems.map(problemText).join('; '));
  return out.value;
}

function refused(text: string, name = 'drive.down'): string[] {
  const out = parseTrace(text, name, opts);
  if (out.ok) throw new Error('accepted');
  return out.problems.map(problemText);
}

describe('Mahimahi traces in', () => {
  it('counts opportunities in (kW, (k+1)W] windows, Mbps = count x 12 / W', () => {
    // Period 300 ms. Window 0 (0,100]: 10, 50, 100, 100 -> 4 (12 x 4 / 100 = 0.48 Mbps).
    // Window 1 (100,200]: 150 -> 1 (0.12). Window 2 (200,300]: 250, 300 and the line at 0
    // (the loop's instant 300) -> 3 (0.36).
    const trace = ok(['0', '10', '50', '100', '100', '150', '250', '300'].join('\n'));
    expect(trace.format).toBe('mahimahi');
    expect(trace.periodS).toBe(0.3);
    expect(trace.lines).toBe(8);
    expect(Array.from(trace.timesS)).toEqual([0.05, 0.15, 0.25]);
    expect(Array.from(trace.capacitiesMbps).map((c) => +c.toFixed(12))).toEqual([0.48, 0.12, 0.36]);
  });

  it('a last window shorter than W is counted over its own length; an empty window gets the floor', () => {
    // Period 250 ms, W 100: (0,100] none -> floor; (100,200] 3 lines; (200,250] 2 lines over 50 ms.
    const trace = ok(['120', '130', '200', '240', '250'].join('\n'));
    expect(Array.from(trace.timesS)).toEqual([0.05, 0.15, 0.225]);
    expect(trace.capacitiesMbps[0]).toBe(FLOOR_MBPS);
    expect(trace.capacitiesMbps[1]).toBeCloseTo(0.36, 12);
    expect(trace.capacitiesMbps[2]).toBeCloseTo((2 * 12) / 50, 12);
    expect(trace.flooredPoints).toBe(1);
  });

  it('"1" alone is 12 Mbps, looping every millisecond (traces/README of Mahimahi)', () => {
    const trace = ok('1\n', 100);
    expect(trace.periodS).toBe(0.001);
    expect(Array.from(trace.capacitiesMbps)).toEqual([12]);
  });

  it('widens the window for a trace that would need more than 100 000 points', () => {
    const stamps = Float64Array.from([1, 20_000_000]);
    expect(windowCounts(stamps, 100).windowMs).toBe(200);
  });

  it('takes CRLF line ends and blank lines at the end', () => {
    expect(ok('5\r\n10\r\n\r\n\n').periodS).toBe(0.01);
  });

  it('refuses letters, naming the file and the line', () => {
    expect(refused('10\n20\n2x0\n30\n')).toEqual([
      'drive.down, line 3: expected a whole number of milliseconds (Mahimahi: one delivery opportunity per line), got "2x0"',
    ]);
  });

  it('refuses timestamps going backwards (a truncated last line reads as one)', () => {
    // "1234" cut to "12" by a truncated download.
    expect(refused('1000\n1100\n1200\n12')).toEqual([
      "drive.down, line 4: expected a timestamp at or after the previous line's 1200 ms (Mahimahi's never go back), got 12",
    ]);
  });

  it('refuses an empty line inside the trace, as mm-link does', () => {
    expect(refused('10\n\n20\n')).toEqual(['drive.down, line 2: expected a timestamp (mm-link refuses empty lines)']);
  });

  it('refuses an empty file, a trace of only 0 and a GPX named .txt', () => {
    expect(refused('')).toEqual(['drive.down: expected a link trace, got an empty file']);
    expect(refused('0\n0\n')[0]).toContain('a trace that lasts longer than 0 ms');
    const gpx = '<?xml version="1.0"?>\n<gpx version="1.1"><trk><trkseg></trkseg></trk></gpx>\n';
    expect(refused(gpx, 'drive.txt')).toEqual([
      'drive.txt, line 1: expected a link trace (Mahimahi timestamps or time_s,mbps CSV), got markup (XML, GPX, KML?)',
    ]);
  });

  it('quotes markup in a bad line as text, cut to 40 characters', () => {
    const [message] = refused('10\n<img src=x onerror=alert(1)>aaaaaaaaaaaaaaaaaaaa\n');
    expect(message).toContain('got "<img src=x onerror=alert(1)>aaaaaaaaaaaa…"');
  });

  it('reads a Blob through readTraceFile and reports progress', async () => {
    const fractions: number[] = [];
    const out = await readTraceFile(new Blob(['100\n200\n']), 'x.down', opts, (f) => fractions.push(f));
    expect(out.ok && Array.from(out.value.capacitiesMbps)).toEqual([0.12, 0.12]);
    expect(fractions[0]).toBe(0);
    expect(fractions[fractions.length - 1]).toBe(1);
  });

  it('a 100 MB trace is refused by routeFile before it is read', async () => {
    const big = new Blob([new Uint8Array(100e6).fill(0x31)]);
    let readWhole = false;
    const file = new File([big], 'huge.down');
    const spy = Object.assign(file, {
      text: () => {
        readWhole = true;
        return Promise.resolve('');
      },
    });
    const route = await routeFile(spy, 'trace');
    expect(route.route).toBe('refused');
    expect(route.route === 'refused' && route.problems[0]).toBe(
      'huge.down: expected a link trace (Mahimahi or time_s,mbps CSV) of at most 50 MB, got 100 MB',
    );
    expect(readWhole).toBe(false);
  });
});
