/** `time_s,mbps` CSV traces in: header optional, outages floored, bad rows named by line. */
import { describe, expect, it } from 'vitest';
import { parseTrace, traceFormat } from '../../src/realdata/trace/read';
import { FLOOR_MBPS } from '../../src/realdata/trace/constants';
import { problemText } from '../../src/realdata/problems';

const opts = { windowMs: 100 };

function ok(text: string) {
  const out = parseTrace(text, 'wifi.csv', opts);
  if (!out.ok) throw new Error(out.problems.map(problemText).join('; '));
  return out.value;
}

function refused(text: string): string[] {
  const out = parseTrace(text, 'wifi.csv', opts);
  if (out.ok) throw new Error('accepted');
  return out.problems.map(problemText);
}

describe('CSV traces in', () => {
  it('reads time_s,mbps rows with or without the header', () => {
    for (const text of ['time_s,mbps\n0,5\n1.5,12.25\n2,0\n', '0,5\r\n1.5,"12.25"\r\n2,0\r\n']) {
      const trace = ok(text);
      expect(trace.format).toBe('csv');
      expect(Array.from(trace.timesS)).toEqual([0, 1.5, 2]);
      expect(Array.from(trace.capacitiesMbps)).toEqual([5, 12.25, FLOOR_MBPS]);
      expect(trace.flooredPoints).toBe(1);
      // The period if looped: the span and one more last step.
      expect(trace.periodS).toBe(2.5);
    }
  });

  it('tells CSV from Mahimahi by the first line', () => {
    expect(traceFormat('time_s,mbps\n0,1')).toBe('csv');
    expect(traceFormat('\n0,1')).toBe('csv');
    expect(traceFormat('12\n13')).toBe('mahimahi');
  });

  it('refuses a truncated row, naming its line', () => {
    expect(refused('time_s,mbps\n0,5\n1,6\n2,')).toEqual([
      'wifi.csv, line 4: expected two values, time_s,mbps; got "2,"',
    ]);
  });

  it('refuses times that do not increase, negative and non-numeric capacities', () => {
    expect(refused('time_s,mbps\n0,5\n0,6\n')).toEqual([
      "wifi.csv, line 3: expected a time later than the previous row's 0 s, got 0",
    ]);
    expect(refused('0,5\n1,-2\n')).toEqual(['wifi.csv, line 2: expected a capacity from 0 to 1000000000 Mbps, got -2']);
    expect(refused('0,5\n1,fast\n')).toEqual(['wifi.csv, line 2: expected a capacity in Mbps, got "fast"']);
  });

  it('refuses a cell-site CSV header and keeps markup in it as quoted text', () => {
    expect(refused('radio,mcc,net\nLTE,1,2\n')).toEqual([
      'wifi.csv, line 1: expected the header time_s,mbps, got "radio,mcc,net"',
    ]);
    expect(refused('<b onmouseover=x>time</b>,mbps\n0,1\n')).toEqual([
      'wifi.csv, line 1: expected the header time_s,mbps, got "<b onmouseover=x>time</b>,mbps"',
    ]);
  });

  it('refuses an empty file and a header without rows', () => {
    expect(refused('   \n')).toEqual(['wifi.csv: expected a link trace, got an empty file']);
    expect(refused('time_s,mbps\n')).toEqual(['wifi.csv: expected rows of time_s,mbps; found none']);
  });
});
