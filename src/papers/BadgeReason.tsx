/**
 * "see why": the chip of an engine whose run differs from the paper is a button that opens a
 * dialog listing each number it does not reproduce (which figure's check, the paper's value, the
 * measured one) and the general reason that engine differs; the values it shows only for
 * comparison (claims of a kind the other engine makes) are listed after them, in neutral words.
 */
import { useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from '../ui/Dialog';
import { comparisonWords, differenceReason, verdictWords, type Difference, type EngineVerdict } from './badgeVerdicts';
import { formatMeasured, publishedText } from './badgeText';

/** The measured value of one difference, in words. */
export function measuredText({ badge, result }: Difference): string {
  if (result.measured === null) return `not run${result.problem ? ` (${result.problem})` : ''}`;
  return `${formatMeasured(badge, result.measured)}${badge.unit ? ` ${badge.unit}` : ''}`;
}

/** The dialog's list and reason for one engine's verdict. */
export function DifferenceList({ verdict }: { verdict: EngineVerdict }) {
  return (
    <div className="badge-reason" data-testid="badge-reason">
      <ul className="badge-reason__list">
        {verdict.differences.map((d, i) => (
          <li key={i}>
            <strong>{d.badge.source}</strong>: {d.badge.what}
            {d.badge.variant ? ` (${d.badge.variant})` : ''}. The paper: {publishedText(d.badge)}; this {verdict.engine}{' '}
            run: {measuredText(d)}.
          </li>
        ))}
        {verdict.comparisons.map((d, i) => (
          <li key={`c${i}`} className="badge-reason__comparison">
            <strong>{d.badge.source}</strong>: {d.badge.what}
            {d.badge.variant ? ` (${d.badge.variant})` : ''}. The paper: {publishedText(d.badge)}; {comparisonWords(d)}.
          </li>
        ))}
      </ul>
      <p className="badge-reason__why">{differenceReason(verdict)}</p>
    </div>
  );
}

/** The chip's colour class: a comparison is never red or amber. */
function chipClass(verdict: EngineVerdict): string {
  if (verdict.differences.length > 0) return verdict.problem ? 'problem' : 'differs';
  return verdict.total === 0 ? 'comparison' : 'pass';
}

/**
 * An engine's chip: "matches the paper" as text, or a "differs, see why" (or, for an engine that
 * only compares, "for comparison, see values") button and its dialog (`inert`: words only).
 */
export function VerdictChip({ verdict, inert = false }: { verdict: EngineVerdict; inert?: boolean }) {
  const [open, setOpen] = useState(false);
  const words = verdictWords(verdict);
  const onlyCompared = verdict.differences.length === 0;
  if ((onlyCompared && verdict.total > 0) || inert)
    return (
      <span className={`paper-badge ${chipClass(verdict)}`} data-engine={verdict.engine}>
        {words}
      </span>
    );
  const onClick = (e: MouseEvent) => {
    e.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className={`paper-badge ${chipClass(verdict)}`}
        data-engine={verdict.engine}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        {words}, {onlyCompared ? 'see values' : 'see why'}
      </button>
      {open &&
        createPortal(
          <Dialog
            title={
              onlyCompared
                ? `What the ${verdict.engine} run gives beside the paper`
                : `Why the ${verdict.engine} run differs from the paper`
            }
            closeLabel="Close the reason"
            className="badge-reason-dialog"
            onClose={() => setOpen(false)}
          >
            <DifferenceList verdict={verdict} />
          </Dialog>,
          document.body,
        )}
    </>
  );
}
