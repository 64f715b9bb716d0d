/**
 * A lesson question's answer comes from a rule evaluated on the run (src/lesson/rules.ts): each kind
 * on small hand-made runs, its margins (an answer within a margin is ambiguous and never marks a
 * student wrong), a missing series, a run still streaming, and how an answer is marked.
 */
import { describe, expect, it } from 'vitest';
import { bandWords, evaluateRule, markResponse, ruleChoices, trendBand } from '../../src/lesson/rules';
import { fromColumns, fromStore } from '../../src/lesson/runColumns';
import type { LessonRule } from '../../src/scenario/types';

/** A run sampled every second from 0 to 10 s: `a` rises 10 -> 20, `b` falls 20 -> 10, `c` swings. */
const T = Float64Array.from({ length: 11 }, (_, i) => i);
const RUN = fromColumns(
  new Map([
    ['t_s', T],
    ['x:a', T.map((t) => 10 + t)],
    ['x:b', T.map((t) => 20 - t)],
    ['x:c', T.map((t) => 5 + (t % 2 === 0 ? 1 : -1))],
    ['c:L', T.map(() => 30)],
  ]),
  [{ id: 'src', routes: ['a', 'b'] }],
);
const trend = (series: string, margin: number, offerSame = true): LessonRule => ({
  kind: 'trend',
  series,
  fromS: 2,
  toS: 8,
  margin,
  offerSame,
});

describe('a trend rule', () => {
  it('rises, falls, or stays within its margin; between one and two margins it is ambiguous', () => {
    expect(evaluateRule(trend('a', 1), RUN)).toMatchObject({
      status: 'ok',
      answer: 0,
      found: 'a: 12.0 Mbps at 2 s -> 18.0 Mbps at 8 s',
    });
    expect(evaluateRule(trend('b', 1), RUN)).toMatchObject({ status: 'ok', answer: 1 });
    expect(evaluateRule(trend('a', 6), RUN)).toMatchObject({ status: 'ok', answer: 2 }); // a change of 6 within 6
    expect(evaluateRule(trend('a', 4), RUN).status).toBe('ambiguous'); // 6 is between 4 and 8
    expect(evaluateRule(trend('a', 6, false), RUN).status).toBe('ambiguous'); // no "same" choice offered
    expect(ruleChoices(trend('a', 1, false))).toEqual(['Rise', 'Fall']);
    expect(ruleChoices(trend('a', 1))).toEqual(['Rise', 'Fall', 'Stay about the same']);
  });

  it('"Stay about the same" has a band relative to the start value (default 10 %), at least the margin', () => {
    // a: 12 at 2 s -> 18 at 8 s (+50 %); with a 60 % band that is "the same", with 30 % ambiguous, 20 % a rise.
    const banded = (sameBand?: number, margin = 0.05): Extract<LessonRule, { kind: 'trend' }> => ({
      kind: 'trend',
      series: 'a',
      fromS: 2,
      toS: 8,
      margin,
      offerSame: true,
      ...(sameBand === undefined ? {} : { sameBand }),
    });
    expect(evaluateRule(banded(0.6), RUN)).toMatchObject({
      status: 'ok',
      answer: 2,
      found: 'a: 12.0 Mbps at 2 s -> 18.0 Mbps at 8 s, within the band of +/-7.2 Mbps',
    });
    expect(evaluateRule(banded(0.3), RUN).status).toBe('ambiguous');
    expect(evaluateRule(banded(0.2), RUN)).toMatchObject({ status: 'ok', answer: 0 });
    // The default band is 10 % of 12 Mbps, 1.2 Mbps: a change of 6 is a rise.
    expect(evaluateRule(banded(undefined), RUN)).toMatchObject({ status: 'ok', answer: 0 });
    expect(trendBand(banded(undefined), RUN)).toMatchObject({ relative: 0.1, centre: 12, unit: 'Mbps' });
    expect(trendBand(banded(undefined), RUN).half).toBeCloseTo(1.2, 12);
    expect(bandWords(trendBand(banded(undefined), RUN))).toBe('within 10 %, i.e. +/-1.2 Mbps');
    // The margin is a floor (old lessons' absolute margin still counts).
    expect(trendBand(banded(0.01, 3), RUN).half).toBe(3);
    // Before the run reaches the window's start only the relative band is known.
    expect(bandWords(trendBand(banded(0.25), null))).toBe('within 25 %');
  });

  it('interpolates between samples', () => {
    const r = evaluateRule({ kind: 'value', series: 'a', fromS: 2.5, toS: 2.5, tolerance: 0.1 }, RUN);
    expect(r.answerValue).toBeCloseTo(12.5, 12);
  });
});

describe('a largest rule', () => {
  it('ranks by the mean, or by the change; a lead within the margin is ambiguous', () => {
    const mean = (fromS: number, toS: number, margin = 0.5): LessonRule => ({
      kind: 'largest',
      series: ['a', 'b', 'c:L'],
      fromS,
      toS,
      margin,
    });
    expect(evaluateRule(mean(0, 3), RUN)).toMatchObject({ status: 'ok', answer: 2 }); // L at 30
    const ab: LessonRule = { kind: 'largest', series: ['a', 'b'], fromS: 0, toS: 3, margin: 0.5 };
    expect(evaluateRule(ab, RUN)).toMatchObject({ status: 'ok', answer: 1 }); // b 18.5 vs a 11.5
    expect(evaluateRule({ ...ab, fromS: 5, toS: 5 }, RUN).status).toBe('ambiguous'); // both 15
    expect(evaluateRule({ ...ab, measure: 'change', fromS: 0, toS: 10 }, RUN)).toMatchObject({
      status: 'ok',
      answer: 0,
      found: 'change 0 s -> 10 s: a 10.0 Mbps, b -10.0 Mbps',
    });
  });

  it('reads a source total as the sum of its routes', () => {
    const r = evaluateRule({ kind: 'value', series: 'total:src', fromS: 0, toS: 10, tolerance: 1 }, RUN);
    expect(r.answerValue).toBe(30);
  });
});

describe('a settles rule', () => {
  it('settles within the margin, keeps swinging beyond twice it, and is ambiguous between', () => {
    const rule = (margin: number): LessonRule => ({ kind: 'settles', series: ['c:L', 'c'], fromS: 0, toS: 10, margin });
    expect(evaluateRule(rule(2), RUN)).toMatchObject({ status: 'ok', answer: 0 }); // swing 2
    expect(evaluateRule(rule(1), RUN)).toMatchObject({ status: 'ok', answer: 1 });
    expect(evaluateRule(rule(1.5), RUN).status).toBe('ambiguous');
  });
});

describe('what a rule cannot answer', () => {
  it('a series the run does not have, a run not yet at the window end', () => {
    const r = evaluateRule(trend('gone', 1), RUN);
    expect(r).toMatchObject({ status: 'ambiguous', answer: null });
    expect(r.why).toContain('"gone"');
    const streaming = fromStore({
      length: 5,
      complete: false,
      column: (n: string) => (n === 't_s' ? T : n === 'x:a' ? T.map((t) => 10 + t) : undefined),
      layout: { sources: [] },
    });
    expect(evaluateRule(trend('a', 1), streaming).status).toBe('pending');
  });
});

describe('marking', () => {
  it('right or wrong only when the rule gave an answer; a value within its tolerance is right', () => {
    const rule = trend('a', 1);
    const outcome = evaluateRule(rule, RUN);
    expect(markResponse(rule, outcome, { choice: 0 })).toBe('right');
    expect(markResponse(rule, outcome, { choice: 1 })).toBe('wrong');
    const unsure = evaluateRule(trend('a', 4), RUN);
    expect(markResponse(trend('a', 4), unsure, { choice: 1 })).toBe('ungraded');
    const value: LessonRule = { kind: 'value', series: 'a', fromS: 0, toS: 10, tolerance: 0.5 };
    const v = evaluateRule(value, RUN);
    expect(markResponse(value, v, { value: 15.4 })).toBe('right');
    expect(markResponse(value, v, { value: 15.6 })).toBe('wrong');
    expect(markResponse(value, v, { text: 'about 15' })).toBe('ungraded');
  });
});
