/**
 * The lesson lint: what in a lesson's text a student cannot do or see. Pure, so the page's lesson
 * builder shows it on the lesson being written and tests/unit/lessonLint.test.ts runs it over every
 * shipped lesson (docs/lessons.md, "The lint"). It flags:
 *
 * - a step whose text asks for an action a locked lesson (a lesson link with `lock`, a live class)
 *   forbids: drag or move a station, draw a path, open the gallery or a preset, unless the step
 *   unlocks a control (`unlock`);
 * - a step whose text, question or explanation names a series the step's actions hide (`showOnly`,
 *   `hideSeries`, carried on from earlier steps);
 * - a malformed run placeholder (src/lesson/runText.ts), or one naming a series the run does not have.
 */
import type { Lesson, LessonAction, LessonStep } from '../scenario/types';
import { placeholderProblems, placeholdersOf } from './runText';

/** One finding: where (a step from 1, or null for the lesson's title, summary or Watch for) and what. */
export interface LintFinding {
  step: number | null;
  message: string;
}

/** Words that ask a student for an action a locked lesson forbids, with how the lint names them. */
const LOCKED_ACTIONS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  {
    pattern: /\b(drag|move|put|place)\b[^.;:!?]{0,40}\b(station|stations|B\d+|the satellite|a node|the node)\b/i,
    what: 'move a station',
  },
  { pattern: /\bdraw\b[^.;:!?]{0,30}\b(path|route|track|line)\b/i, what: 'draw a path' },
  { pattern: /\b(open|load|pick|choose|try)\b[^.;:!?]{0,40}\b(gallery|presets?)\b/i, what: 'open the gallery' },
  { pattern: /\bfrom the (gallery|presets?)\b/i, what: 'open the gallery' },
  { pattern: /\b(add|delete|remove) (a |the )?station\b/i, what: 'add or delete a station' },
];

/** Text that says every series is on the charts. */
const EVERY_SERIES_SHOWN = /\b(every|all( the)?) (series|curves?) (is|are) (back|shown)\b/i;

/** The texts a step shows, with their names in a finding. */
function stepTexts(step: LessonStep): Array<{ field: string; text: string }> {
  const p = step.prediction;
  return [
    { field: 'text', text: step.text },
    ...(p ? [{ field: 'question', text: p.question }] : []),
    ...(p?.explanation ? [{ field: 'explanation', text: p.explanation }] : []),
  ];
}

/** The series hidden after `actions`, from `hidden` (`all`: every series name, for `showOnly`). */
function hiddenAfterActions(
  actions: readonly LessonAction[],
  hidden: ReadonlySet<string>,
  all: readonly string[],
): Set<string> {
  let now = new Set(hidden);
  for (const a of actions) {
    if (a.kind === 'showAll') now = new Set();
    else if (a.kind === 'hideSeries') now = new Set([...now, ...a.series]);
    else if (a.kind === 'showOnly') {
      const keep = new Set(a.series);
      now = new Set(all.filter((n) => !keep.has(n)));
    }
  }
  return now;
}

/** The series names `text` mentions as whole words (ids such as `head-B3`, `sat`, `total:mhip`). */
function namedSeries(text: string, names: readonly string[]): string[] {
  return names.filter((n) =>
    new RegExp(`(^|[^\\w:-])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w:-])`).test(text),
  );
}

/** A step's text, question or explanation asks a locked student to act: the action's name, or null. */
export function forbiddenAction(text: string): string | null {
  return forbiddenActions(text)[0] ?? null;
}

/** Every action `text` asks a locked student for (each named once). */
function forbiddenActions(text: string): string[] {
  return [...new Set(LOCKED_ACTIONS.filter((a) => a.pattern.test(text)).map((a) => a.what))];
}

/** Whether `step` unlocks the control `action` needs (its `unlock`: moving one station allows "move a station"). */
function unlocks(step: LessonStep, action: string): boolean {
  return step.unlock?.kind === 'moveStation' && action === 'move a station';
}

/** The placeholders' problems in `text`: malformed, or naming a series not in `names` (when given). */
function placeholderFindings(text: string, names: readonly string[] | null): string[] {
  const bad = placeholderProblems(text).map((p) => `a malformed run placeholder ${p}`);
  if (!names) return bad;
  const missing = placeholdersOf(text)
    .map((p) => p.series)
    .filter((s) => !names.includes(s));
  return [
    ...bad,
    ...[...new Set(missing)].map((s) => `a run placeholder naming "${s}", a series the run does not have`),
  ];
}

/**
 * The lint's findings for `lesson` (and `watchFor`, the scenario's Watch-for text). `seriesNames`:
 * the run's series as rules name them (route ids, `c:<id>`, `total:<source>`); without them the
 * hidden-series check only knows the rules' series and placeholders are not checked for names.
 */
export function lintLesson(lesson: Lesson, seriesNames: readonly string[] | null, watchFor = ''): LintFinding[] {
  const out: LintFinding[] = [];
  for (const [field, text] of [
    ['title', lesson.title],
    ['summary', lesson.summary ?? ''],
    ['Watch for', watchFor],
  ] as const)
    for (const m of placeholderFindings(text, seriesNames)) out.push({ step: null, message: `The ${field} has ${m}.` });
  let hidden = new Set<string>();
  lesson.steps.forEach((step, i) => {
    const at = i + 1;
    const all = seriesNames ?? [];
    // The step's text is read before its actions run: "every series is back" must be true then.
    if (hidden.size > 0 && EVERY_SERIES_SHOWN.test(step.text))
      out.push({
        step: at,
        message: `Step ${at}'s text says every series is shown, but ${hidden.size} are hidden until its actions run (say what the step will show).`,
      });
    hidden = hiddenAfterActions(step.actions ?? [], hidden, all);
    const ruleSeries = step.prediction?.rule ? [step.prediction.rule.series].flat() : [];
    for (const { field, text } of stepTexts(step)) {
      for (const action of forbiddenActions(text).filter((a) => !unlocks(step, a)))
        out.push({
          step: at,
          message: `Step ${at}'s ${field} asks the student to ${action}, which a locked lesson or a class forbids (reword it, or let the step unlock it).`,
        });
      for (const m of placeholderFindings(text, seriesNames))
        out.push({ step: at, message: `Step ${at}'s ${field} has ${m}.` });
      const named = new Set([...namedSeries(text, all), ...(field === 'question' ? ruleSeries : [])]);
      const hiddenNamed = [...named].filter((n) => hidden.has(n));
      if (hiddenNamed.length)
        out.push({
          step: at,
          message: `Step ${at}'s ${field} names ${hiddenNamed.map((n) => `"${n}"`).join(', ')}, hidden on the charts by then (show it, or do not name it).`,
        });
    }
  });
  return out;
}
