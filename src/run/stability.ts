/**
 * Paper 000's stability condition, eq (6), for the run on screen: Kelly-Voice is locally stable
 * while `a (1 + max beta_j) < pi / 2` (docs/model.md §3.2). The solver computes the quantity
 * (`stabilityQuantity` per source in the run's layout); this turns it into what the page says.
 */
import type { RunLayout } from '../solver/layout';
import type { Level } from '../scenario/displayNames';

/** What the page says about eq (6) for one run. */
export interface StabilityNote {
  /** A few words for the status line. */
  short: string;
  /** One line: the quantity against the bound, and the margin. */
  text: string;
  /** True when a source breaks the condition. */
  unstable: boolean;
  /** Why it matters and what to change, for a source that breaks it; null when all are stable. */
  explanation: string | null;
}

/**
 * The note for `layout`, or null when no source has a stability quantity (no Kelly-Voice). At the
 * school level it says "Steady" or "Swinging" in words, without the equation.
 */
export function stabilityNote(layout: RunLayout | null, level: Level = 'university'): StabilityNote | null {
  const limit = layout?.stabilityLimit;
  const sources = (layout?.sources ?? []).filter((s) => typeof s.stabilityQuantity === 'number');
  if (!limit || sources.length === 0) return null;
  // The source closest to the bound speaks for the run.
  const worst = sources.reduce((a, b) => ((b.stabilityQuantity ?? 0) > (a.stabilityQuantity ?? 0) ? b : a));
  const q = worst.stabilityQuantity ?? 0;
  const unstable = q >= limit;
  const who = sources.length > 1 ? ` (${worst.label || worst.id})` : '';
  const margin = Math.round((1 - q / limit) * 100);
  const text = unstable
    ? `Unstable by eq (6)${who}: a (1 + max β) = ${q.toFixed(3)} ≥ π/2 ≈ ${limit.toFixed(3)}`
    : `Stable by eq (6)${who}: a (1 + max β) = ${q.toFixed(3)} < π/2 ≈ ${limit.toFixed(3)}, margin ${margin} %`;
  const explanation = unstable
    ? 'Each correction arrives a round trip late and, with this gain a and these responsive stations (β), overshoots: ' +
      'the rates swing instead of settling. Lower the controller’s a or the stations’ responsiveness β to bring a (1 + max β) below π/2.'
    : null;
  if (level === 'school') return schoolNote(unstable);
  // The status line is short on room (the title shares it): the numbers are in the tooltip.
  const short = unstable ? 'Unstable (eq 6)' : 'Stable (eq 6)';
  return { short, text, unstable, explanation };
}

/** The school level's note: what the rates do, in words. */
function schoolNote(unstable: boolean): StabilityNote {
  return unstable
    ? {
        short: 'Swinging',
        text: 'The rates keep swinging up and down instead of settling',
        unstable,
        explanation:
          'Each correction arrives a little late and overshoots, so the next one overshoots back. ' +
          'Gentler corrections (a smaller gain, or links that react less sharply) let the rates settle.',
      }
    : {
        short: 'Steady',
        text: 'The corrections are gentle enough for the rates to settle',
        unstable,
        explanation: null,
      };
}

/** The notice for a run that breaks eq (6) (its line and why), or null; `level` as for `stabilityNote`. */
export function unstableWarning(layout: RunLayout | null, level: Level = 'university'): string | null {
  const note = stabilityNote(layout, level);
  return note?.unstable ? `${note.text}. ${note.explanation}` : null;
}
