/**
 * The lesson lint (src/lesson/lessonLint.ts) over every shipped lesson (none flagged) and over bad
 * examples (each flagged): actions a locked lesson forbids, hidden series named, malformed run
 * placeholders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { forbiddenAction, lintLesson } from '../../src/lesson/lessonLint';
import type { Lesson, Scenario } from '../../src/scenario/types';
import { Solver } from '../../src/solver/wasm';

const ROOT = resolve(__dirname, '../..');
const DIR = resolve(ROOT, 'public/lessons');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const read = (file: string) => JSON.parse(readFileSync(resolve(DIR, file), 'utf8')) as Scenario & { lesson: Lesson };
let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

/** The run's series as rules name them (the builder's ruleSeriesOf). */
function seriesOf(scenario: Scenario): string[] {
  const r = solver.start(JSON.stringify(scenario));
  const { routes, resources, sources } = r.layout;
  r.dispose();
  return [
    ...routes.map((x) => x.id),
    ...resources.map((x) => `c:${x.id}`),
    ...sources.filter((s) => s.routes.length > 1).map((s) => `total:${s.id}`),
  ];
}

describe('the lesson lint', () => {
  it.each(FILES)('finds nothing in %s', (file) => {
    const s = read(file);
    const watchFor = typeof s.meta?.watchFor === 'string' ? s.meta.watchFor : '';
    expect(lintLesson(s.lesson, seriesOf(s), watchFor)).toEqual([]);
  });

  it('flags text that asks a locked student to drag a station, draw, or open the gallery, unless the step unlocks it', () => {
    expect(forbiddenAction('Drag a station closer to the road and watch.')).toBe('move a station');
    expect(forbiddenAction('Move B3 onto the path.')).toBe('move a station');
    expect(forbiddenAction('Open III-E from the gallery and compare.')).toBe('open the gallery');
    expect(forbiddenAction('Draw a path through the stations.')).toBe('draw a path');
    expect(forbiddenAction('The convoy passes the stations.')).toBeNull();
    const lesson: Lesson = {
      version: 2,
      title: 'T',
      steps: [
        { text: 'Try the other presets from the gallery, or drag a station closer to the road.' },
        { text: 'Drag B1 closer.', unlock: { kind: 'moveStation', stationId: 'B1' } },
        { text: 'Drag B1 closer, then draw a path past it.', unlock: { kind: 'moveStation', stationId: 'B1' } },
      ],
    };
    expect(lintLesson(lesson, null)).toEqual([
      {
        step: 1,
        message:
          "Step 1's text asks the student to move a station, which a locked lesson or a class forbids (reword it, or let the step unlock it).",
      },
      {
        step: 1,
        message:
          "Step 1's text asks the student to open the gallery, which a locked lesson or a class forbids (reword it, or let the step unlock it).",
      },
      {
        step: 3,
        message:
          "Step 3's text asks the student to draw a path, which a locked lesson or a class forbids (reword it, or let the step unlock it).",
      },
    ]);
  });

  it('flags a series named while the step hides it, and "every series is back" before the step shows them', () => {
    const lesson: Lesson = {
      version: 2,
      title: 'T',
      steps: [
        { text: 'Look at sat.', actions: [{ kind: 'showOnly', series: ['sat'] }] },
        {
          text: 'Now head-B3.',
          prediction: {
            question: 'Which is largest?',
            rule: { kind: 'largest', series: ['sat', 'tail-B3'], fromS: 0, toS: 10, margin: 0.1 },
          },
        },
        { text: 'Every series is back.', actions: [{ kind: 'showAll' }] },
      ],
    };
    expect(lintLesson(lesson, ['sat', 'head-B3', 'tail-B3']).map((f) => f.message)).toEqual([
      'Step 2\'s text names "head-B3", hidden on the charts by then (show it, or do not name it).',
      'Step 2\'s question names "tail-B3", hidden on the charts by then (show it, or do not name it).',
      "Step 3's text says every series is shown, but 2 are hidden until its actions run (say what the step will show).",
    ]);
  });

  it('flags malformed placeholders and placeholders naming a series the run lacks', () => {
    const lesson: Lesson = {
      version: 2,
      title: 'About {mean sat 190..150}',
      steps: [{ text: 'It carries {mean nope 0..10} and {value sat 5}.' }],
    };
    expect(lintLesson(lesson, ['sat'], '{time when sat = 1}').map((f) => f.message)).toEqual([
      'The title has a malformed run placeholder {mean sat 190..150}: its window must end after it starts (190..150).',
      expect.stringMatching(/^The Watch for has a malformed run placeholder \{time when sat = 1\}: write/),
      'Step 1\'s text has a run placeholder naming "nope", a series the run does not have.',
    ]);
  });
});
