/**
 * A chart's SVG and PNG buttons. A save that fails says why beside the buttons (an alert), never
 * silently: the charts' and the comparison overlay's exports share this.
 */
import { useState } from 'react';

/** The two formats a chart saves as. */
export type ExportKind = 'svg' | 'png';

/** Why a save of `kind` failed, in words for the user. */
export function exportProblem(kind: ExportKind, error: unknown): string {
  const why = error instanceof Error ? error.message : String(error);
  return `The ${kind.toUpperCase()} could not be saved: ${why}`;
}

/** The SVG and PNG buttons; `save` writes the file of the chart beside `button` (it may throw or reject). */
export function ExportButtons({
  label,
  save,
}: {
  /** The button's accessible name for each format. */
  label(kind: ExportKind): string;
  save(kind: ExportKind, button: HTMLElement): void | Promise<void>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (kind: ExportKind, button: HTMLElement) => {
    setProblem(null);
    try {
      await save(kind, button);
    } catch (error) {
      setProblem(exportProblem(kind, error));
    }
  };
  return (
    <>
      {(['svg', 'png'] as const).map((kind) => (
        <button key={kind} type="button" aria-label={label(kind)} onClick={(e) => void run(kind, e.currentTarget)}>
          {kind.toUpperCase()}
        </button>
      ))}
      {problem && (
        <span role="alert" className="chart-export-problem">
          {problem}{' '}
          <button type="button" aria-label="Close the export message" onClick={() => setProblem(null)}>
            ×
          </button>
        </span>
      )}
    </>
  );
}
