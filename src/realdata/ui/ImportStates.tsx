/**
 * The two states every import panel shows before its choices: the file being read (a progress bar
 * and Cancel) and the file refused (an alert that nothing changed, the problems, and Close).
 */

/** "Reading the track…" with its bar; Cancel stops the worker and closes the dialog. */
export function ImportReading({ what, fraction, onCancel }: { what: string; fraction: number; onCancel(): void }) {
  return (
    <div className="import-panel">
      <p>
        <label>
          Reading the {what}… <progress max={1} value={fraction} aria-label={`Reading the ${what}`} />
        </label>
      </p>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** "The track was not imported; nothing changed.", the problems (plain text), and Close. */
export function ImportRefused({
  what,
  problems,
  onClose,
}: {
  what: string;
  problems: readonly string[];
  onClose(): void;
}) {
  return (
    <div className="import-panel">
      <div role="alert">
        <p>The {what} was not imported; nothing changed.</p>
        <ul className="import-problems" aria-label="Why the file was refused">
          {problems.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      </div>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
