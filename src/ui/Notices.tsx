/**
 * The notice line under the top bar: problems with the link, the autosave, the lesson parameters
 * and the solver's warnings, a file that was not loaded (with why, and Dismiss), and whatever the
 * page adds (the cost gate). An alert only while it has something to say.
 */
import type { ReactNode } from 'react';

/** The page's notices; `fileProblems` are the reasons a file was refused (the scenario unchanged). */
export function Notices({
  problems,
  fileProblems,
  onDismissFileProblems,
  onDismissNotice,
  children,
}: {
  problems: string[];
  fileProblems: readonly string[];
  onDismissFileProblems(): void;
  /** Closes the start-up notice (a link opened over saved work, storage refused); absent: none shown. */
  onDismissNotice?(): void;
  children?: ReactNode;
}) {
  return (
    <div role={problems.length || fileProblems.length ? 'alert' : undefined} className="notice">
      {problems.join(' · ')}
      {onDismissNotice && (
        <button type="button" className="notice-close" aria-label="Close this notice" onClick={onDismissNotice}>
          ×
        </button>
      )}
      {fileProblems.length > 0 && (
        <>
          The file was not loaded (your scenario is unchanged):
          <ul>
            {fileProblems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <button type="button" onClick={onDismissFileProblems}>
            Dismiss
          </button>
        </>
      )}
      {children}
    </div>
  );
}
