/** The run placeholders of lesson text (src/lesson/runText.ts): parsed, filled from a run, "..." until it gets there. */
import { describe, expect, it } from 'vitest';
import { fromColumns } from '../../src/lesson/runColumns';
import {
  describeRunText,
  fillRunText,
  parsePlaceholder,
  parseRunText,
  placeholderProblems,
  PENDING_TEXT,
} from '../../src/lesson/runText';

const timeS = Float64Array.from({ length: 201 }, (_, i) => i);
/** sat: 10 Mbps, rising 0.1 Mbps a second after 100 s; head-B3: 5 Mbps, falling 0.5 a second from 10 s. */
const columns = new Map<string, ArrayLike<number>>([
  ['t_s', timeS],
  ['x:sat', timeS.map((t) => (t < 100 ? 10 : 10 + (t - 100) * 0.1))],
  ['x:head-B3', timeS.map((t) => Math.max(0, 5 - Math.max(0, t - 10) * 0.5))],
]);
const run = fromColumns(columns);
/** The same run, solved only up to 120 s. */
const partial = { ...run, complete: false, lastTimeS: 120 };

describe('run placeholders', () => {
  it('parses the four kinds and refuses the rest', () => {
    expect(parsePlaceholder('mean sat 150..190')).toEqual({ kind: 'mean', series: 'sat', fromS: 150, toS: 190 });
    expect(parsePlaceholder(' value  total:mhip 42.5 ')).toEqual({ kind: 'value', series: 'total:mhip', atS: 42.5 });
    expect(parsePlaceholder('time when head-B3 < 1')).toEqual({
      kind: 'time',
      series: 'head-B3',
      below: true,
      threshold: 1,
      afterS: 0,
    });
    expect(parsePlaceholder('time when sat > 12 after 100')).toMatchObject({ below: false, afterS: 100 });
    expect(parsePlaceholder('max c:B1 0..10')).toMatchObject({ kind: 'max', series: 'c:B1' });
    expect(parsePlaceholder('mean sat 190..150')).toHaveProperty('error');
    expect(parsePlaceholder('mean sat')).toHaveProperty('error');
    expect(parsePlaceholder('time when sat = 3')).toHaveProperty('error');
  });

  it('fills values (1 decimal, the unit) and times (whole seconds) from the run', () => {
    expect(fillRunText('sat {mean sat 150..190}, at 190 s {value sat 190}', run)).toBe(
      'sat 17.0 Mbps, at 190 s 19.0 Mbps',
    );
    expect(fillRunText('gone at {time when head-B3 < 1}', run)).toBe('gone at 19 s');
    expect(fillRunText('from {min sat 50..150} to {max sat 50..150}', run)).toBe('from 10.0 Mbps to 15.0 Mbps');
    expect(fillRunText('{time when sat > 100}', run)).toBe('(never)');
    expect(fillRunText('{value nothing 10}', run)).toBe('(no series nothing)');
  });

  it('shows "..." while the run, or what the lesson has shown of it, has not reached the window', () => {
    expect(fillRunText('{mean sat 150..190}', partial)).toBe(PENDING_TEXT);
    expect(fillRunText('{value sat 110}', partial)).toBe('11.0 Mbps');
    expect(fillRunText('{value sat 110}', run, 100)).toBe(PENDING_TEXT);
    expect(fillRunText('{time when sat > 100}', partial)).toBe(PENDING_TEXT);
    expect(fillRunText('{time when head-B3 < 1}', run, 15)).toBe(PENDING_TEXT);
    expect(fillRunText('{mean sat 0..10}', null)).toBe(PENDING_TEXT);
  });

  it('shows a malformed placeholder as written and names it; other braces are plain text', () => {
    expect(fillRunText('a {mean sat 190..150} b {not a placeholder}', run)).toBe(
      'a {mean sat 190..150} b {not a placeholder}',
    );
    expect(placeholderProblems('a {mean sat 190..150} and {value sat}')).toEqual([
      '{mean sat 190..150}: its window must end after it starts (190..150)',
      expect.stringMatching(/^\{value sat\}: write \{mean SERIES FROM\.\.TO\}/),
    ]);
    expect(placeholderProblems('{see the chart}')).toEqual([]);
    expect(parseRunText('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});

describe('placeholders without a run (the gallery)', () => {
  it('are described in words', () => {
    expect(describeRunText('under 1 Mbps from {time when total:fleet < 1 after 300}, {mean sat 150..190}')).toBe(
      "under 1 Mbps from (when total:fleet first goes below 1), (sat's mean over 150-190 s)",
    );
  });
});
