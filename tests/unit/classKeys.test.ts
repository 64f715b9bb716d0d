/**
 * A class's answer key from the model (src/class/stepKeys.ts over src/lesson/stepOutcomes.ts, the
 * wasm solver in Node): the choices in the words the student's card shows, the question's text, and
 * a value step's number and tolerance.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stepKeys } from '../../src/class/stepKeys';
import { questionChoices } from '../../src/lesson/ui/LessonQuestion';
import { finishedRun, stepOutcomes } from '../../src/lesson/stepOutcomes';
import type { LessonScenario } from '../../src/lesson/format';
import { Solver } from '../../src/solver/wasm';
import { scenarioReducer } from '../../src/state/scenarioReducer';

const ROOT = resolve(__dirname, '../..');
let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

describe('stepKeys', () => {
  it('coupled-vs-uncoupled: the choices as the card words them, the question, the value and its tolerance', async () => {
    const s = JSON.parse(
      readFileSync(resolve(ROOT, 'public/lessons/coupled-vs-uncoupled.json'), 'utf8'),
    ) as LessonScenario;
    const outcomes = await stepOutcomes(s, scenarioReducer, (sc) => finishedRun(solver, sc));
    const [largest, value] = stepKeys(s, outcomes);
    const p1 = s.lesson.steps[0]!.prediction!;
    expect(largest).toMatchObject({ step: 1, kind: 'choice', answer: 1, question: p1.question });
    expect(largest!.choices).toEqual(['tcp-bottleneck', 'mhip, all subflows together']);
    expect(largest!.choices).toEqual(questionChoices(p1));
    expect(value).toMatchObject({
      step: 2,
      kind: 'value',
      tolerance: 0.4,
      question: s.lesson.steps[1]!.prediction!.question,
    });
    expect(value!.value).toBeCloseTo(2.6, 1);
  });
});
