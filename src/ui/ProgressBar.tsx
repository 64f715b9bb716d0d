/** A progress bar for a run: `fraction` 0 to 1, announced as a percentage under `label`. */
export function ProgressBar({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.min(100, Math.max(0, fraction * 100));
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
    >
      <div className="progress-bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
