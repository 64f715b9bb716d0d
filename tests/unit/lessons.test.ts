/**
 * The lessons of public/lessons/: each is listed in presets.json, passes the link shape check and
 * the solver's reader (wasm), names only series its run has, and every numeric or ordinal claim its
 * text makes (the predictions' answers included) is true of its own run.
 */
import { parseRunText } from '../../src/lesson/runText';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/scenario/types';
import { checkPayload } from '../../src/share/scenarioShape';
import { decodeLink, encodeLink } from '../../src/share/linkCodec';
import { ScenarioError, Solver } from '../../src/solver/wasm';
import { scenarioReducer } from '../../src/state/scenarioReducer';
import { afterSteps as afterStepsOf, stepOutcomes } from '../../src/lesson/stepOutcomes';
import type { LessonScenario } from '../../src/lesson/format';
import { at as itemAt, valueAt } from '../../src/util/at';
import { ruleChoices as ruleChoicesOf, ruleSeries } from '../../src/lesson/rules';

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
const sourcesOf = new Map<Run, Array<{ id: string; routes: string[] }>>();

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
  sourcesOf.set(out, r.layout.sources);
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

/** The scenario after a step's scenario edits, applied through the player's own code path (src/lesson/stepOutcomes.ts). */
const afterSteps = (s: LessonScenario, stepCount: number) => afterStepsOf(s, stepCount, scenarioReducer);

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
    expect(s.lesson.version).toBe(2);
    const layout = solver.start(JSON.stringify(s)).layout;
    const names = new Set([
      ...layout.routes.map((r) => r.id),
      ...layout.resources.map((r) => r.id),
      ...layout.sources.map((r) => `total:${r.id}`),
    ]);
    for (const step of s.lesson.steps) {
      for (const a of step.actions ?? []) if ('series' in a) for (const n of a.series) expect(names).toContain(n);
      // Every question is graded by a rule on the run (no typed answers, no polls in a shipped lesson).
      if (step.prediction) {
        expect(step.prediction.rule).toBeDefined();
        expect(step.prediction).not.toHaveProperty('answer');
        for (const n of ruleSeries(step.prediction.rule!)) expect(names).toContain(n);
      }
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
    for (const step of s.lesson.steps) {
      const rule = step.prediction?.rule;
      if (rule?.kind === 'largest')
        for (const n of rule.series.filter((n) => !n.startsWith('total:'))) expect(charted).toContain(n);
    }
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
      'scenario.lesson.steps[1].prediction.choicesFromSeries: give either "rule" or "freeText" or "choices" or "choicesFromSeries", not both',
      'scenario.lesson.steps[2].prediction: give "rule" or "freeText" or "choices" or "choicesFromSeries"',
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
  'satellite-rises.json': [16, 49, 380],
  'coupled-vs-uncoupled.json': [1.4, 4.3],
  'responsiveness-stability.json': [8, 10, 12.3, 15, 16],
  'roadside-drive-by.json': [],
  'two-roads.json': [35, 45],
  'sharing-fairly.json': [],
};

/** `text` without its run placeholders ({mean sat 150..190}): they are filled from the run the reader sees, so they cannot drift. */
const withoutPlaceholders = (text: string) =>
  parseRunText(text)
    .filter((p) => p.kind !== 'placeholder')
    .map((p) => p.text)
    .join('');

describe('the numbers of each lesson text', () => {
  it.each(FILES)('%s quotes only its inputs and the run values its claims test checks', (file) => {
    const s = lesson(file);
    const quoted = lessonTexts(s)
      .map(withoutPlaceholders)
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
    expect(at(r, 'x:sat', 190)).toBeCloseTo(13.0, 1);
    expect(at(r, 'x:sat', 190)).toBeGreaterThan(at(r, 'x:sat', 150));
    // Step 3: 13.1 -> 13.6 while tail-B3 falls.
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
    // The Watch for's numbers, over the questions' window (30 s to 60 s): 4.3 against 1.4.
    expect(paths.reduce((sum, p) => sum + mean(window(uncoupled, p, 30, 60)), 0)).toBeCloseTo(4.3, 1);
    expect(mean(window(uncoupled, 'x:tcp-bottleneck', 30, 60))).toBeCloseTo(1.4, 1);
    const lia = await afterSteps(s, 2);
    expect(itemAt(lia.sources!, 0).controller!.kind).toBe('lia');
    const coupled = run(lia);
    const tcpAfter = mean(window(coupled, 'x:tcp-bottleneck', 0, 60));
    expect(tcpAfter).toBeCloseTo(2.6, 1);
    expect(paths.reduce((sum, p) => sum + mean(window(coupled, p, 0, 60)), 0)).toBeCloseTo(2.4, 1);
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
    // "Keeps swinging": the swing is a third of the mean.
    expect((Math.max(...sat) - Math.min(...sat)) / mean(sat)).toBeGreaterThan(0.25);
  });

  it('two-roads: the car is next to the hotspot from 35 s to 45 s; the two roads add up to more than either', () => {
    const r = run(lesson('two-roads.json'));
    // "Right next to the hotspot (35 s to 45 s)": the hotspot's capacity is above three quarters of its peak there.
    const peak = Math.max(...window(r, 'c:middle-B1', 0, 95));
    for (const c of window(r, 'c:middle-B1', 35, 45)) expect(c).toBeGreaterThan(0.75 * peak);
    expect(at(r, 'c:middle-B1', 25)).toBeLessThan(0.01 * peak);
    // Before 25 s only the satellite carries the download; after 60 s only the satellite again.
    expect(Math.max(...window(r, 'x:middle-B1', 1, 25))).toBeLessThan(0.05);
    expect(Math.max(...window(r, 'x:middle-B1', 60, 95))).toBeLessThan(0.05);
    // The total over 35-45 s is more than either road alone.
    const both = mean(window(r, 'x:sat', 35, 45)) + mean(window(r, 'x:middle-B1', 35, 45));
    expect(both).toBeGreaterThan(1.4 * mean(window(r, 'x:middle-B1', 35, 45)));
    expect(both).toBeGreaterThan(2 * mean(window(r, 'x:sat', 35, 45)));
  });

  it('sharing-fairly: acting alone, three parts for every one; coupled, about half of the link instead of a quarter', async () => {
    const s = lesson('sharing-fairly.json');
    const paths = ['x:mhip-access1+bottleneck', 'x:mhip-access2+bottleneck', 'x:mhip-access3+bottleneck'];
    const sum = (r: Run) => paths.reduce((total, p) => total + mean(window(r, p, 30, 60)), 0);
    const alone = run(await afterSteps(s, 1));
    const tcpAlone = mean(window(alone, 'x:tcp-bottleneck', 30, 60));
    expect(sum(alone) / tcpAlone).toBeCloseTo(3, 0);
    expect(tcpAlone / (tcpAlone + sum(alone))).toBeCloseTo(0.25, 1);
    const coupled = run(await afterSteps(s, 2));
    const tcpCoupled = mean(window(coupled, 'x:tcp-bottleneck', 30, 60));
    expect(tcpCoupled / (tcpCoupled + sum(coupled))).toBeCloseTo(0.5, 1);
    expect(sum(coupled) / tcpCoupled).toBeCloseTo(1, 0);
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
    // Step 2: middle-RSU rises while 3g does not.
    expect(at(r, 'x:3g', 40)).toBeLessThan(at(r, 'x:3g', 25) + 0.1);
    // Step 3, "Stay about the same": the 3G mean in 35-50 s within 2 % of 10-30 s.
    expect(mean(window(r, 'x:3g', 35, 50)) / mean(window(r, 'x:3g', 10, 30))).toBeCloseTo(1, 1);
    expect(Math.min(...window(r, 'x:3g', 35, 50))).toBeGreaterThan(2.3);
  });
});

/** Each rule's outcome on the run its student sees: the scenario after the step's own actions (src/lesson/stepOutcomes.ts, as the class server's answer key). */
const outcomes = (s: LessonScenario) =>
  stepOutcomes(s, scenarioReducer, (scenario) => {
    const r = run(scenario);
    return { columns: r, sources: sourcesOf.get(r) ?? [] };
  });

/** The answer each shipped question's rule gives on its own run (choice index, or the value for a value rule). */
const ANSWERS: Record<string, Array<number | [number, number]>> = {
  'satellite-rises.json': [0, 0], // Rise; sat (of sat, tail-B3)
  'coupled-vs-uncoupled.json': [1, [2.6, 1]], // total:mhip; TCP gets about 2.6 Mbps with LIA
  'responsiveness-stability.json': [1], // Keeps swinging
  'roadside-drive-by.json': [0, 2], // middle-RSU; Stay about the same
  'two-roads.json': [1, [6.1, 1], 1], // middle-B1; about 6.1 Mbps in all; Fall
  'sharing-fairly.json': [1, [2.6, 1]], // total:mhip; the ordinary download gets about 2.6 Mbps with LIA
};

describe('every question is answered by a rule on its own run', () => {
  it.each(FILES)('%s: each rule gives one answer, outside its margin', async (file) => {
    const found = await outcomes(lesson(file));
    expect(found.map((f) => [f.step, f.outcome.status, f.outcome.why])).toEqual(found.map((f) => [f.step, 'ok', null]));
    const answers = found.map((f) => (f.rule.kind === 'value' ? f.outcome.answerValue : f.outcome.answer));
    const expected = valueAt(ANSWERS, file);
    expect(answers.length).toBe(expected.length);
    expected.forEach((e, k) => {
      if (Array.isArray(e)) expect(answers[k]).toBeCloseTo(e[0], e[1]);
      else expect(answers[k]).toBe(e);
    });
  });

  it('an edit that flips the answer flips it: B1 and B2 on the path at 170 s make the satellite fall', async () => {
    const s = lesson('satellite-rises.json');
    const [step2] = await outcomes(s);
    expect(step2!.outcome.answer).toBe(0);
    // As the issue found it: stations moved onto the convoy's path where it is at 170 s.
    const moved = structuredClone(s) as LessonScenario;
    const geometry = solver.start(JSON.stringify(s));
    const head = geometry.positionsAt(170); // the head node's (x, y) at 170 s
    geometry.dispose();
    for (const st of moved.stations!)
      if (st.id === 'B1' || st.id === 'B2') st.position = { xM: itemAt(head, 0), yM: itemAt(head, 1) };
    const [flipped] = await outcomes(moved);
    expect(flipped!.outcome).toMatchObject({ status: 'ok', answer: 1 }); // Fall
    expect(flipped!.outcome.found).toBe('sat: 12.51 Mbps at 150 s -> 12.31 Mbps at 190 s');
  });
});

/** Words that state each choice of a trend or settles rule (a text with them tells the answer). */
const ANSWER_WORDS: Record<string, RegExp> = {
  Rise: /\b(rise|rises|rising|climb|climbs|grows?)\b/i,
  Fall: /\b(fall|falls|falling|drops?|shrinks?)\b/i,
  'Stay about the same': /\b(stays? (about )?the same|unchanged|flat)\b/i,
  Settles: /\b(settles?|settling|levels? off|steady)\b/i,
  'Keeps swinging': /\b(swings?|swinging|oscillat\w*)\b/i,
};

/**
 * The texts a student can read before answering step `k` (1-based) while the lesson runs: the
 * title and summary, the steps' texts and questions up to k, the explanations of the steps before,
 * and the notes of earlier steps (the Watch-for card and later notes wait for the lesson's end).
 */
function textsBefore(s: LessonScenario, k: number): string[] {
  const steps = s.lesson.steps.slice(0, k);
  return [
    s.title ?? '',
    s.lesson.title,
    s.lesson.summary ?? '',
    ...steps.flatMap((step, i) => [
      step.text,
      step.prediction?.question ?? '',
      i < k - 1 ? (step.prediction?.explanation ?? '') : '',
    ]),
    ...(s.annotations ?? []).filter((a) => a.step !== undefined && a.step < k).map((a) => a.text),
  ];
}

describe('nothing a student reads before a question gives its answer away', () => {
  it.each(FILES)('%s: no text shown before a step states its answer or the value the run gives', async (file) => {
    const s = lesson(file);
    // Notes without a step could show before a question: every shipped note belongs to a step.
    expect((s.annotations ?? []).filter((a) => a.step === undefined)).toEqual([]);
    for (const { step, rule, outcome } of await outcomes(s)) {
      const before = textsBefore(s, step).join('\n');
      if (rule.kind === 'trend' || rule.kind === 'settles') {
        const word = ruleChoicesOf(rule)[outcome.answer!]!;
        expect(before, `step ${step}: "${word}"`).not.toMatch(valueAt(ANSWER_WORDS, word));
      }
      if (rule.kind === 'value') expect(before).not.toContain(outcome.answerValue!.toFixed(1));
      if (rule.kind === 'trend') expect(before).not.toContain(outcome.found.split('-> ')[1]!.split(' ')[0]!);
    }
  });

  it('the check finds a title that tells (as the satellite lesson had it)', async () => {
    const s = lesson('satellite-rises.json');
    const told = { ...s, lesson: { ...s.lesson, title: 'Why the satellite subflow rises when WiFi fades' } };
    const [first] = await outcomes(told);
    expect(textsBefore(told, first!.step).join('\n')).toMatch(valueAt(ANSWER_WORDS, 'Rise'));
  });
});
