/**
 * The lessons of public/lessons/: each is listed in presets.json, passes the link shape check and
 * the solver's reader (wasm), names only series its run has, and every numeric or ordinal claim its
 * text makes (the predictions' answers included) is true of its own run.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/scenario/types';
import { checkPayload } from '../../src/share/scenarioShape';
import { decodeLink, encodeLink } from '../../src/share/linkCodec';
import { ScenarioError, Solver } from '../../src/solver/wasm';
import { scenarioReducer } from '../../src/state/scenarioReducer';
import { applyActions, type LessonTarget } from '../../src/lesson/applyActions';
import type { LessonScenario } from '../../src/lesson/format';
import { at as itemAt, valueAt } from '../../src/util/at';

const ROOT = resolve(__dirname, '../..');
const FILES = readdirSync(resolve(ROOT, 'public/lessons'))
  .filter((f) => f.endsWith('.json'))
  .sort();
const lesson = (file: string) =>
  JSON.parse(readFileSync(resolve(ROOT, 'public/lessons', file), 'utf8')) as LessonScenario;
const preset = (name: string) =>
  JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios', `${name}.json`), 'utf8')) as Scenario;
let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

/** A finished run: its columns by name. */
type Run = Map<string, Float64Array>;
const runs = new Map<string, Run>();

/** Runs `scenario` to its end (cached by its JSON). */
function run(scenario: Scenario): Run {
  const json = JSON.stringify(scenario);
  const cached = runs.get(json);
  if (cached) return cached;
  const r = solver.start(json);
  const width = r.layout.sampleWidth;
  const values: number[][] = r.layout.columns.map(() => []);
  while (!r.done) {
    const chunk = r.next(5000);
    for (let i = 0; i < chunk.length; i++) itemAt(values, i % width).push(itemAt(chunk, i));
  }
  r.dispose();
  const out: Run = new Map(r.layout.columns.map((c, k) => [c, Float64Array.from(itemAt(values, k))]));
  runs.set(json, out);
  return out;
}

/** Values of `column` sampled in [fromS, toS]. */
function window(r: Run, column: string, fromS: number, toS: number): number[] {
  const t = r.get('t_s')!;
  const v = r.get(column);
  if (!v) throw new Error(`no column ${column}`);
  return [...v].filter((_, i) => itemAt(t, i) >= fromS - 1e-9 && itemAt(t, i) <= toS + 1e-9);
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** The value of `column` at `timeS` (the nearest sample). */
const at = (r: Run, column: string, timeS: number) => mean(window(r, column, timeS - 0.05, timeS + 0.05));
/** The WiFi total (every route but the satellite) at `timeS`. */
const wifiAt = (r: Run, timeS: number) =>
  [...r.keys()].filter((c) => c.startsWith('x:') && c !== 'x:sat').reduce((sum, c) => sum + at(r, c, timeS), 0);

/** The scenario after a step's scenario edits, applied through the player's own code path. */
async function afterSteps(s: LessonScenario, stepCount: number): Promise<Scenario> {
  let scenario: Scenario = s;
  const target: LessonTarget = {
    setTime: () => undefined,
    playTo: async () => undefined,
    seriesNames: () => [],
    setHiddenSeries: () => undefined,
    highlight: () => undefined,
    fitY: () => undefined,
    selectStation: () => undefined,
    dispatch: (edit) => (scenario = scenarioReducer(scenario, edit)),
  };
  for (const step of s.lesson.steps.slice(0, stepCount)) await applyActions(step.actions ?? [], target);
  return scenario;
}

describe('every lesson file', () => {
  it('is listed in presets.json under lessons, by its file name', () => {
    const index = JSON.parse(readFileSync(resolve(ROOT, 'public/presets.json'), 'utf8')) as {
      lessons: Array<{ name: string; file: string }>;
    };
    expect(index.lessons.map((l) => l.file).sort()).toEqual(FILES);
    for (const l of index.lessons) expect(l.file).toBe(`${l.name}.json`);
    expect(FILES.length).toBeGreaterThanOrEqual(4);
  });

  it.each(FILES)('%s passes the shape check, the reader, and names only series of its run', (file) => {
    const s = lesson(file);
    expect(checkPayload({ scenario: s }, false)).toEqual([]);
    expect(s.lesson.version).toBe(1);
    const layout = solver.start(JSON.stringify(s)).layout;
    const names = new Set([...layout.routes.map((r) => r.id), ...layout.resources.map((r) => r.id)]);
    for (const step of s.lesson.steps) {
      for (const a of step.actions ?? []) if ('series' in a) for (const n of a.series) expect(names).toContain(n);
      for (const n of step.prediction?.choicesFromSeries ?? []) expect(names).toContain(n);
      const p = step.prediction;
      if (p) expect(p.answer).toBeLessThan((p.choices ?? p.choicesFromSeries ?? []).length);
    }
  });

  it.each(FILES)('%s has one title: the top bar shows "Lesson · " and the title the lesson card shows', (file) => {
    const s = lesson(file);
    expect(s.title).toBe(`Lesson · ${s.lesson.title}`);
  });

  it.each(FILES)('%s shows the single-run charts, so every curve a question names is on screen', (file) => {
    // A lesson opens in the playground's own charts (a comparison shows totals per controller only).
    const s = lesson(file);
    expect(s.comparison).toBeUndefined();
    const layout = solver.start(JSON.stringify(s)).layout;
    const charted = new Set([...layout.routes.map((r) => r.id), ...layout.resources.map((r) => r.id)]);
    for (const step of s.lesson.steps)
      for (const n of step.prediction?.choicesFromSeries ?? []) expect(charted).toContain(n);
  });

  it.each(FILES)('%s survives a share link round trip', async (file) => {
    const s = lesson(file);
    const url = await encodeLink(s, { cursorS: 12 });
    const back = await decodeLink(url.slice(url.indexOf('#') + 1));
    expect(back.ok && back.scenario).toEqual(s);
  });
});

describe('the link and file shape check refuses a broken lesson by name', () => {
  it('unknown fields and kinds, missing fields, both or neither kind of choices, a bad note', () => {
    const s = lesson('satellite-rises.json') as unknown as { lesson: { steps: unknown[] }; annotations: unknown[] };
    s.lesson.steps = [
      { text: 'a', extra: 1, actions: [{ kind: 'jump' }, { kind: 'setTime' }] },
      { text: 'b', prediction: { question: 'q', choices: ['a', 'b'], choicesFromSeries: ['x', 'y'], answer: 0 } },
      { text: 'c', prediction: { question: 'q', answer: 0 } },
    ];
    s.annotations = [{ chart: 'map', timeS: 'x', text: 1 }];
    expect(checkPayload({ scenario: s }, false)).toEqual([
      'scenario.lesson.steps[0].extra: unknown field',
      'scenario.lesson.steps[0].actions[0].kind: must be one of "setTime", "playTo", "showOnly", "hideSeries", "showAll", "fitY", "highlight", "selectStation", "moveStation", "setController", got "jump"',
      'scenario.lesson.steps[0].actions[1].timeS: is required',
      'scenario.lesson.steps[1].prediction.choicesFromSeries: give either "choices" or "choicesFromSeries", not both',
      'scenario.lesson.steps[2].prediction: give "choices" or "choicesFromSeries"',
      'scenario.annotations[0].chart: must be one of "throughput", "capacity", "aggregate", got "map"',
      'scenario.annotations[0].timeS: must be a number, got "x"',
      'scenario.annotations[0].text: must be a string, got 1',
    ]);
  });
});

describe('the reader (wasm) refuses a broken lesson by name', () => {
  it('a fitY whose "on" is not true or false', () => {
    const s = lesson('satellite-rises.json');
    const broken = { ...s, lesson: { ...s.lesson, steps: [{ text: 'x', actions: [{ kind: 'fitY', on: 'yes' }] }] } };
    expect(() => solver.start(JSON.stringify(broken))).toThrow(
      /lesson\.steps\[0\]\.actions\[0\]\.on: must be true or false/,
    );
  });

  it('an unknown station, an unknown chart', () => {
    const s = lesson('satellite-rises.json');
    const broken = {
      ...s,
      lesson: { ...s.lesson, steps: [{ text: 'x', actions: [{ kind: 'selectStation', stationId: 'B9' }] }] },
      annotations: [{ chart: 'map', timeS: 1, text: 'x' }],
    };
    expect(() => solver.start(JSON.stringify(broken))).toThrow(ScenarioError);
    try {
      solver.start(JSON.stringify(broken));
    } catch (e) {
      expect((e as ScenarioError).errors).toEqual([
        'lesson.steps[0].actions[0].stationId: no station has id "B9"',
        'annotations[0].chart: must be one of throughput, capacity, aggregate, got "map"',
      ]);
    }
  });
});

/** Every text of a lesson file a student reads: title, summary, Watch for, steps, questions, choices, notes. */
function lessonTexts(s: LessonScenario): string[] {
  const meta = s.meta as { watchFor?: string } | undefined;
  return [
    s.lesson.title,
    s.lesson.summary ?? '',
    meta?.watchFor ?? '',
    ...s.lesson.steps.flatMap((step) => [
      step.text,
      step.prediction?.question ?? '',
      step.prediction?.explanation ?? '',
      ...(step.prediction?.choices ?? []),
    ]),
    ...(s.annotations ?? []).map((a) => a.text),
  ];
}

/** Every number in a JSON value. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/**
 * The numbers each lesson's texts quote about its run, each asserted by the claims tests below
 * (the others a text quotes must be inputs of the scenario: a capacity, a time of an action).
 */
const RUN_NUMBERS: Record<string, number[]> = {
  'satellite-rises.json': [12.4, 13.0, 13.1, 13.6, 16, 49, 380],
  'coupled-vs-uncoupled.json': [1.4, 2.4, 2.6, 4.2],
  'responsiveness-stability.json': [8, 10, 12.3, 14.5, 15, 16, 19.3],
  'roadside-drive-by.json': [2.4, 35, 40, 50],
};

describe('the numbers of each lesson text', () => {
  it.each(FILES)('%s quotes only its inputs and the run values its claims test checks', (file) => {
    const s = lesson(file);
    const quoted = lessonTexts(s)
      .join(' ')
      .match(/(?<![\w.-])\d+(?:\.\d+)?(?!\w)/g)!
      .map(Number);
    const inputs = new Set(
      numbersIn({ ...s, lesson: { steps: s.lesson.steps.map((step) => step.actions) }, meta: {} }),
    );
    const unchecked = [...new Set(quoted)].filter((n) => !inputs.has(n) && !valueAt(RUN_NUMBERS, file).includes(n));
    expect(unchecked).toEqual([]);
  });
});

describe('the claims of each lesson hold in its run', () => {
  it('satellite-rises: WiFi fades from about 49 to 16 Mbps and the satellite rises from 12.4 to 13.0', async () => {
    const s = lesson('satellite-rises.json');
    const r = run(s);
    expect(at(r, 'x:sat', 150)).toBeCloseTo(12.4, 1);
    expect(wifiAt(r, 150)).toBeCloseTo(49, 0);
    expect(wifiAt(r, 190)).toBeCloseTo(16, 0);
    // Step 2's answer (0, "Rise"): higher at the end of the step than at its start.
    expect(itemAt(s.lesson.steps, 1).prediction!.answer).toBe(0);
    expect(at(r, 'x:sat', 190)).toBeCloseTo(13.0, 1);
    expect(at(r, 'x:sat', 190)).toBeGreaterThan(at(r, 'x:sat', 150));
    // Step 3 (answer: sat, of sat and tail-B3): 13.1 -> 13.6 while tail-B3 falls.
    expect(itemAt(s.lesson.steps, 2).prediction!.choicesFromSeries![itemAt(s.lesson.steps, 2).prediction!.answer]).toBe(
      'sat',
    );
    expect(at(r, 'x:sat', 380)).toBeCloseTo(13.1, 1);
    expect(at(r, 'x:sat', 480)).toBeCloseTo(13.6, 1);
    expect(at(r, 'x:tail-B3', 480)).toBeLessThan(at(r, 'x:tail-B3', 380) / 10);
    await afterSteps(s, 4);
  });

  it('coupled-vs-uncoupled: uncoupled subflows match TCP at about 1.4 Mbps; with LIA, TCP gets 2.6 and the multipath flow 2.4', async () => {
    const s = lesson('coupled-vs-uncoupled.json');
    const paths = ['x:mhip-access1+bottleneck', 'x:mhip-access2+bottleneck', 'x:mhip-access3+bottleneck'];
    const uncoupled = run(await afterSteps(s, 1));
    const tcpBefore = mean(window(uncoupled, 'x:tcp-bottleneck', 0, 60));
    expect(tcpBefore).toBeCloseTo(1.4, 1);
    for (const p of paths) expect(mean(window(uncoupled, p, 0, 60)) / tcpBefore).toBeCloseTo(1, 1);
    expect(paths.reduce((sum, p) => sum + mean(window(uncoupled, p, 0, 60)), 0)).toBeCloseTo(4.2, 1);
    const lia = await afterSteps(s, 2);
    expect(itemAt(lia.sources!, 0).controller!.kind).toBe('lia');
    const coupled = run(lia);
    const tcpAfter = mean(window(coupled, 'x:tcp-bottleneck', 0, 60));
    expect(tcpAfter).toBeCloseTo(2.6, 1);
    expect(paths.reduce((sum, p) => sum + mean(window(coupled, p, 0, 60)), 0)).toBeCloseTo(2.4, 1);
    // Step 2's answer (0, "More").
    expect(itemAt(s.lesson.steps, 1).prediction!.answer).toBe(0);
    expect(tcpAfter).toBeGreaterThan(tcpBefore);
  });

  it('responsiveness-stability: with beta 150 the satellite swings between 14.5 and 19.3 Mbps; III-E with beta 15 is flat at 12.3', () => {
    const r = run(lesson('responsiveness-stability.json'));
    const sat = window(r, 'x:sat', 10, 20);
    expect(Math.min(...sat)).toBeCloseTo(14.5, 1);
    expect(Math.max(...sat)).toBeCloseTo(19.3, 1);
    // III-E's own responsiveness, as the text quotes it: 15 for the stations, 16 for the satellite.
    expect(new Set(preset('III-E').stations!.map((st) => st.responsiveness))).toEqual(new Set([15]));
    expect(itemAt(preset('III-E').channels!, 0).responsiveness).toBe(16);
    const calm = window(run(preset('III-E')), 'x:sat', 10, 20);
    expect(mean(calm)).toBeCloseTo(12.3, 1);
    expect(Math.max(...calm) - Math.min(...calm)).toBeLessThan(0.01);
    // "Every subflow levels off within about 8 s": from 8 s on, each is within 2 % of where it settles.
    const iiie = run(preset('III-E'));
    for (const column of [...iiie.keys()].filter((c) => c.startsWith('x:'))) {
      const settled = mean(window(iiie, column, 15, 20));
      for (const v of window(iiie, column, 8, 20)) expect(Math.abs(v - settled)).toBeLessThan(0.02 * settled + 1e-6);
    }
    // Answer 1, "Keep oscillating": the swing is a third of the mean.
    expect(itemAt(lesson('responsiveness-stability.json').lesson.steps, 1).prediction!.answer).toBe(1);
    expect((Math.max(...sat) - Math.min(...sat)) / mean(sat)).toBeGreaterThan(0.25);
  });

  it('roadside-drive-by: 3G alone at about 2.4 Mbps; the RSU subflow rises to 2.4 and falls back; 3G stays', () => {
    const s = lesson('roadside-drive-by.json');
    const r = run(s);
    expect(Math.max(...window(r, 'x:middle-RSU', 1, 25))).toBeLessThan(0.1);
    expect(mean(window(r, 'x:3g', 10, 25))).toBeCloseTo(2.4, 1);
    const rsu = window(r, 'x:middle-RSU', 25, 55);
    expect(Math.max(...rsu)).toBeCloseTo(2.4, 1);
    expect(at(r, 'x:middle-RSU', 40)).toBeGreaterThan(2);
    expect(at(r, 'x:middle-RSU', 55)).toBeLessThan(0.05);
    // Step 2: the answer (middle-RSU) rises while 3g does not.
    const p = itemAt(s.lesson.steps, 1).prediction!;
    expect(p.choicesFromSeries![p.answer]).toBe('middle-RSU');
    expect(at(r, 'x:3g', 40)).toBeLessThan(at(r, 'x:3g', 25) + 0.1);
    // Step 3, answer 1 ("Stayed about the same"): the 3G mean in 35-50 s within 2 % of 10-30 s.
    expect(itemAt(s.lesson.steps, 2).prediction!.answer).toBe(1);
    expect(mean(window(r, 'x:3g', 35, 50)) / mean(window(r, 'x:3g', 10, 30))).toBeCloseTo(1, 1);
    expect(Math.min(...window(r, 'x:3g', 35, 50))).toBeGreaterThan(2.3);
  });
});
