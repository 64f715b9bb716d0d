/**
 * "see why": the chip of an engine whose run differs from the paper is a button that opens a
 * dialog listing each number it does not reproduce (which figure's check, the paper's value, the
 * measured one) and the general reason that engine differs.
 */
import { useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from '../ui/Dialog';
import { differenceReason, verdictWords, type Difference, type EngineVerdict } from './badgeVerdicts';
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
      </ul>
      <p className="badge-reason__why">{differenceReason(verdict)}</p>
    </div>
  );
}

/** An engine's chip: "matches the paper" as text, or a "differs, see why" button and its dialog (`inert`: words only). */
export function VerdictChip({ verdict, inert = false }: { verdict: EngineVerdict; inert?: boolean }) {
  const [open, setOpen] = useState(false);
  const words = verdictWords(verdict);
  if (verdict.differences.length === 0 || inert)
    return (
      <span
        className={`paper-badge ${verdict.differences.length === 0 ? 'pass' : verdict.problem ? 'problem' : 'differs'}`}
        data-engine={verdict.engine}
      >
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
        className={verdict.problem ? 'paper-badge problem' : 'paper-badge differs'}
        data-engine={verdict.engine}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        {words}, see why
      </button>
      {open &&
        createPortal(
          <Dialog
            title={`Why the ${verdict.engine} run differs from the paper`}
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
