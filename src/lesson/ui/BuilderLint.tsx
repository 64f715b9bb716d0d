/**
 * The lesson lint (src/lesson/lessonLint.ts) on the lesson being written: what a student could not
 * do or see, listed under the steps. Warnings: they do not stop a save.
 */
import { useMemo } from 'react';
import type { Scenario } from '../../scenario/types';
import { lintLesson } from '../lessonLint';

/** The lint's findings for `scenario`'s lesson on the run's `ruleSeries` (none: nothing shown). */
export function BuilderLint({ scenario, ruleSeries }: { scenario: Scenario; ruleSeries: readonly string[] }) {
  const findings = useMemo(() => {
    if (!scenario.lesson) return [];
    const watchFor = typeof scenario.meta?.watchFor === 'string' ? scenario.meta.watchFor : '';
    return lintLesson(scenario.lesson, ruleSeries.length ? ruleSeries : null, watchFor);
  }, [scenario, ruleSeries]);
  if (findings.length === 0) return null;
  return (
    <div className="builder-lint">
      <p>What a student could not do or see (a link with the lock, or a class):</p>
      <ul data-testid="builder-lint">
        {findings.map((f) => (
          <li key={f.message}>{f.message}</li>
        ))}
      </ul>
    </div>
  );
}
