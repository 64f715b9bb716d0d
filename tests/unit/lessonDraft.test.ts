/**
 * The lesson builder's draft (src/lesson/draft.ts): steps added, moved and deleted; a draft built
 * on the default preset (III-D) compiles to a format-2 lesson that the link shape check and the
 * solver's reader (wasm) accept and that survives a link; its answers on the real run, and the
 * "answer changed" flag when the scenario is edited (src/lesson/draftAnswers.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/scenario/types';
import { checkPayload } from '../../src/share/scenarioShape';
import { decodeLink, encodeLink } from '../../src/share/linkCodec';
import { Solver } from '../../src/solver/wasm';
import { fromColumns } from '../../src/lesson/runColumns';
import { at as itemAt } from '../../src/util/at';
import {
  addStep,
  compileLesson,
  defaultRule,
  deleteStep,
  draftFromLesson,
  draftProblems,
  lessonScenario,
  moveStep,
  newDraft,
  updateStep,
  type LessonDraft,
} from '../../src/lesson/draft';
import { acknowledgeAll, acknowledgeStep, adoptNewRules, stepAnswer } from '../../src/lesson/draftAnswers';
import { linkedLesson, markSaved } from '../../src/lesson/draftLink';

const ROOT = resolve(__dirname, '../..');
const III_D = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/III-D.json'), 'utf8')) as Scenario;
let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

/** The finished run of `scenario` as a rule reads it. */
function runOf(scenario: Scenario) {
  const r = solver.start(JSON.stringify(scenario));
  const width = r.layout.sampleWidth;
  const values: number[][] = r.layout.columns.map(() => []);
  while (!r.done) {
    const chunk = r.next(5000);
    for (let i = 0; i < chunk.length; i++) itemAt(values, i % width).push(itemAt(chunk, i));
  }
  r.dispose();
  const columns = new Map(r.layout.columns.map((c, k) => [c, Float64Array.from(itemAt(values, k))]));
  return fromColumns(columns, r.layout.sources);
}

/** Two steps on III-D: the satellite's trend over 150-190 s, and which of sat / head-B1 is largest over 380-480 s. */
function twoSteps(): LessonDraft {
  let d = newDraft(III_D);
  d = updateStep(d, 0, {
    text: 'WiFi fades. Predict the satellite.',
    fromS: 0,
    toS: 150,
    prediction: { question: 'What does sat do from 150 s to 190 s?', rule: defaultRule('trend', ['sat'], 150, 190) },
    notes: [{ chart: 'throughput', timeS: 170, text: 'WiFi fades here' }],
    actions: [{ kind: 'highlight', series: ['sat'] }],
  });
  d = addStep(d, III_D);
  d = updateStep(d, 1, {
    text: 'The convoy leaves.',
    fromS: 150,
    toS: 480,
    prediction: {
      question: 'Which is largest on average from 380 s to 480 s?',
      rule: { ...defaultRule('largest', ['sat', 'head-B1'], 380, 480), margin: 0.5 },
    },
  });
  return d;
}

/** III-D with B1 and B2 where the convoy's head is at 170 s (the edit that turns the satellite's rise into a fall). */
function movedStations(): Scenario {
  const geometry = solver.start(JSON.stringify(III_D));
  const head = geometry.positionsAt(170);
  geometry.dispose();
  const moved = structuredClone(III_D);
  for (const st of moved.stations!)
    if (st.id === 'B1' || st.id === 'B2') st.position = { xM: itemAt(head, 0), yM: itemAt(head, 1) };
  return moved;
}

describe('the draft lesson', () => {
  it('adds steps after the last one, moves them up and down, deletes them', () => {
    let d = newDraft(III_D);
    expect(d.title).toBe(`Lesson: ${III_D.title}`);
    expect(d.steps.map((s) => [s.id, s.fromS, s.toS])).toEqual([[1, 0, 135]]);
    d = addStep(addStep(d, III_D), III_D);
    expect(d.steps.map((s) => [s.id, s.fromS, s.toS])).toEqual([
      [1, 0, 135],
      [2, 135, 270],
      [3, 270, 405],
    ]);
    expect(moveStep(d, 0, -1)).toBe(d);
    expect(moveStep(d, 2, 1)).toBe(d);
    expect(moveStep(d, 2, -1).steps.map((s) => s.id)).toEqual([1, 3, 2]);
    expect(moveStep(d, 0, 1).steps.map((s) => s.id)).toEqual([2, 1, 3]);
    expect(deleteStep(d, 1).steps.map((s) => s.id)).toEqual([1, 3]);
    expect(addStep(deleteStep(d, 2), III_D).steps.at(-1)!.id).toBe(4);
  });

  it('names what is missing or wrong, by step and field', () => {
    let d = addStep(newDraft(III_D), III_D);
    d = updateStep(d, 1, {
      text: 'x',
      fromS: 200,
      toS: 100,
      prediction: { question: '', rule: { ...defaultRule('largest', ['sat'], 10, 5), margin: 0.1 } },
    });
    expect(draftProblems(d, 540)).toEqual([
      'Step 1: write the text the student reads.',
      'Step 2: the window ends before it starts (200 s to 100 s).',
      'Step 2: write the question.',
      'Step 2: "which is largest" compares 2 to 8 series (1 chosen).',
      "Step 2: the rule's window must end after it starts (10 s to 5 s).",
    ]);
    expect(draftProblems(twoSteps(), 540)).toEqual([]);
  });

  it('compiles to a format-2 lesson with the window as setTime/playTo and notes that belong to their step', () => {
    const { lesson, annotations } = compileLesson(moveStep(twoSteps(), 1, -1));
    expect(lesson.version).toBe(2);
    expect(lesson.steps[1]!.actions).toEqual([
      { kind: 'setTime', timeS: 0 },
      { kind: 'highlight', series: ['sat'] },
      { kind: 'playTo', timeS: 150 },
    ]);
    expect(annotations).toEqual([{ chart: 'throughput', timeS: 170, text: 'WiFi fades here', step: 2 }]);
  });

  it('makes a scenario that the shape check and the Rust reader accept, and that survives a link', async () => {
    const withNote = { ...III_D, annotations: [{ chart: 'capacity' as const, timeS: 3, text: 'kept' }] };
    const s = lessonScenario(withNote, twoSteps());
    expect(checkPayload({ scenario: s }, false)).toEqual([]);
    expect(() => solver.start(JSON.stringify(s)).dispose()).not.toThrow();
    expect(s.annotations!.map((a) => a.text)).toEqual(['kept', 'WiFi fades here']);
    const url = await encodeLink(s, { cursorS: 0 });
    const back = await decodeLink(url.slice(url.indexOf('#') + 1));
    expect(back.ok && back.scenario).toEqual(s);
    // No steps: the scenario as it was.
    expect(lessonScenario(III_D, deleteStep(newDraft(III_D), 0))).toBe(III_D);
  });
});

describe('a loaded lesson, opened in the builder', () => {
  it('keeps its steps, windows, rules and notes, and compiles back to a lesson the reader accepts', () => {
    const file = resolve(ROOT, 'public/lessons/satellite-rises.json');
    const s = JSON.parse(readFileSync(file, 'utf8')) as Scenario;
    expect(draftFromLesson(III_D)).toBeNull();
    const d = draftFromLesson(s)!;
    expect(d.title).toBe(s.lesson!.title);
    expect(d.steps.map((st) => [st.fromS, st.toS])).toEqual([
      [0, 150],
      [150, 190],
      [190, 480],
      [480, 480],
    ]);
    expect(d.steps[1]!.prediction!.rule).toEqual(s.lesson!.steps[1]!.prediction!.rule);
    expect(d.steps[1]!.notes).toEqual([
      { chart: 'throughput', timeS: 170, text: 'WiFi fades; the satellite takes a little more' },
    ]);
    expect(draftProblems(d, 540)).toEqual([]);
    const back = lessonScenario(s, d);
    expect(checkPayload({ scenario: back }, false)).toEqual([]);
    expect(() => solver.start(JSON.stringify(back)).dispose()).not.toThrow();
    expect(back.annotations).toEqual(s.annotations);
    expect(back.lesson!.steps.map((st) => st.prediction)).toEqual(s.lesson!.steps.map((st) => st.prediction));
  });

  it("keeps a step's unlock (the station a locked student may move), and names one whose station is gone", () => {
    const s = JSON.parse(readFileSync(resolve(ROOT, 'public/lessons/satellite-rises.json'), 'utf8')) as Scenario;
    s.lesson!.steps[1] = { ...s.lesson!.steps[1]!, unlock: { kind: 'moveStation', stationId: 'B1' } };
    const d = draftFromLesson(s)!;
    expect(d.steps[1]!.unlock).toEqual({ kind: 'moveStation', stationId: 'B1' });
    const back = lessonScenario(s, d);
    expect(back.lesson!.steps[1]!.unlock).toEqual({ kind: 'moveStation', stationId: 'B1' });
    expect(back.lesson!.steps[0]!.unlock).toBeUndefined();
    expect(() => solver.start(JSON.stringify(back)).dispose()).not.toThrow();
    expect(draftProblems(d, 540, ['B2', 'B3'])).toEqual([
      'Step 2: it lets the student move station B1, which the scenario no longer has.',
    ]);
    expect(draftProblems(d, 540, ['B1', 'B2', 'B3'])).toEqual([]);
  });
});

describe('one lesson, one link (src/lesson/draftLink.ts)', () => {
  it("links the builder's lesson once written in, saved or not; an untouched draft leaves the page's lesson", () => {
    const s = JSON.parse(readFileSync(resolve(ROOT, 'public/lessons/satellite-rises.json'), 'utf8')) as Scenario;
    expect(linkedLesson(s, null).scenario).toBe(s);
    expect(linkedLesson(s, newDraft(s))).toMatchObject({ scenario: s, fromBuilder: false });
    const loaded = draftFromLesson(s)!;
    expect(linkedLesson(s, loaded).fromBuilder).toBe(false);
    const edited = updateStep(loaded, 0, { text: 'A new first step.' });
    const linked = linkedLesson(s, edited);
    expect(linked).toMatchObject({ fromBuilder: true, unsaved: true, problems: [] });
    expect(linked.scenario.lesson!.steps[0]!.text).toBe('A new first step.');
    expect(linkedLesson(s, markSaved(edited))).toMatchObject({ fromBuilder: true, unsaved: false });
    const written = linkedLesson(III_D, twoSteps());
    expect(written.fromBuilder).toBe(true);
    expect(written.scenario.lesson!.steps.map((st) => st.text)).toEqual([
      'WiFi fades. Predict the satellite.',
      'The convoy leaves.',
    ]);
    expect(linkedLesson(III_D, updateStep(twoSteps(), 1, { text: '' })).problems).toEqual([
      'Step 2: write the text the student reads.',
    ]);
  });
});

describe('the live preview', () => {
  it("gives each step's answer on the run, and flags the one an edit of the scenario changed", () => {
    const run = runOf(III_D);
    let d = adoptNewRules(twoSteps(), run);
    expect(d.steps.map((s) => s.seen?.answer)).toEqual(['Rise', 'sat']);
    expect(stepAnswer(d.steps[0]!, run)).toMatchObject({ words: 'Rise', changedFrom: null });
    expect(stepAnswer(d.steps[0]!, run).outcome!.found).toBe('sat: 12.4 Mbps at 150 s -> 13.0 Mbps at 190 s');
    expect(adoptNewRules(d, run)).toBe(d);

    const moved = runOf(movedStations());
    // The rule did not change, the run did: flagged, the seen answer kept.
    expect(adoptNewRules(d, moved)).toBe(d);
    expect(stepAnswer(d.steps[0]!, moved)).toMatchObject({ words: 'Fall', changedFrom: 'Rise' });
    expect(stepAnswer(d.steps[1]!, moved)).toMatchObject({ words: 'sat', changedFrom: null });
    // Seen (or saved): no longer flagged.
    expect(stepAnswer(acknowledgeStep(d, 0, moved).steps[0]!, moved).changedFrom).toBeNull();
    expect(acknowledgeAll(d, moved).steps.map((s) => s.seen?.answer)).toEqual(['Fall', 'sat']);
    // The teacher edits the rule: its new answer is adopted, not flagged.
    const rule = { ...defaultRule('trend', ['sat'], 150, 190), margin: 0.3, offerSame: true };
    d = updateStep(d, 0, { prediction: { question: 'q', rule } });
    d = adoptNewRules(d, moved);
    expect(stepAnswer(d.steps[0]!, moved)).toMatchObject({ words: 'Stay about the same', changedFrom: null });
  });

  it('flags an explanation written when the answer was another, until the explanation is edited', () => {
    const run = runOf(III_D);
    const withWhy = (d: LessonDraft, explanation: string) =>
      updateStep(d, 0, { prediction: { ...d.steps[0]!.prediction!, explanation } });
    let d = adoptNewRules(withWhy(twoSteps(), 'The satellite gets stronger.'), run);
    expect(d.steps[0]!.explained?.answer).toBe('Rise');
    expect(stepAnswer(d.steps[0]!, run).explainedFrom).toBeNull();
    const moved = runOf(movedStations());
    expect(stepAnswer(d.steps[0]!, moved)).toMatchObject({ words: 'Fall', explainedFrom: 'Rise' });
    // Seeing the new answer does not make the explanation right: it stays flagged.
    d = acknowledgeStep(d, 0, moved);
    expect(stepAnswer(d.steps[0]!, moved)).toMatchObject({ changedFrom: null, explainedFrom: 'Rise' });
    // Rewritten on the new run: no longer flagged.
    d = adoptNewRules(withWhy(d, 'The satellite gives way.'), moved);
    expect(stepAnswer(d.steps[0]!, moved).explainedFrom).toBeNull();
  });

  it('does not evaluate a rule that is not complete (one series to compare)', () => {
    const run = runOf(III_D);
    const d = updateStep(newDraft(III_D), 0, {
      prediction: { question: 'q', rule: defaultRule('largest', ['sat'], 380, 480) },
    });
    expect(stepAnswer(d.steps[0]!, run)).toEqual({
      outcome: null,
      words: null,
      changedFrom: null,
      incomplete: true,
      explainedFrom: null,
    });
    expect(adoptNewRules(d, run)).toBe(d);
  });

  it('shows a rule that names a missing series as ambiguous, with why', () => {
    const run = runOf(III_D);
    const d = updateStep(newDraft(III_D), 0, {
      prediction: { question: 'q', rule: defaultRule('trend', ['nope'], 0, 10) },
    });
    const a = stepAnswer(d.steps[0]!, run);
    expect(a.words).toBe('ambiguous');
    expect(a.outcome!.why).toBe('this run has no series "nope" (an edit renamed or removed it)');
  });
});

describe("a draft's level of language", () => {
  it('compiles to level "school" (university, the default, is left out) and is read back from a loaded lesson', () => {
    const draft = newDraft(III_D);
    expect(compileLesson(draft).lesson).not.toHaveProperty('level');
    const school = compileLesson({ ...draft, level: 'school' }).lesson;
    expect(school.level).toBe('school');
    const scenario = lessonScenario(III_D, { ...draft, level: 'school' });
    expect(checkPayload({ scenario }, false)).toEqual([]);
    expect(() => solver.start(JSON.stringify(scenario)).dispose()).not.toThrow();
    expect(draftFromLesson(scenario)?.level).toBe('school');
  });
});
