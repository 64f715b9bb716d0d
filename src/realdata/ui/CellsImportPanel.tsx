/**
 * The cell sites import panel: the margin around the path (shown on the map as a corridor while
 * the dialog is open), what the file held (rows read, in the margin, kept, skipped with the first
 * problems), each technology's capacity law, whether to keep the stations already placed, and
 * Apply (one undoable edit) or Cancel.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ImportPanelProps } from './panelProps';
import { cellsPath, setCorridor } from '../cells/path';
import { DEFAULT_MAX_SITES, maxSitesAllowed, NEEDS_GEOGRAPHIC_FRAME, withCellSites } from '../cells/stations';
import { DEFAULT_TECH_LAWS } from '../cells/techs';
import type { RadioTech } from '../cells/types';
import { problemText } from '../problems';
import { CellsTechTable } from './CellsTechTable';
import { useCellsRead } from './useCellsRead';
import './cellsImport.css';

/** The default margin around the path, metres. */
export const DEFAULT_MARGIN_M = 1000;
/** The widest margin, metres. */
export const MAX_MARGIN_M = 50_000;

/** Reads the file around the path, shows what it found and its choices, applies it. */
export function CellsImportPanel({ file, scenario, onApply, onCancel }: ImportPanelProps) {
  const path = useMemo(() => cellsPath(scenario), [scenario]);
  const [marginM, setMarginM] = useState(DEFAULT_MARGIN_M);
  const [keepStations, setKeepStations] = useState(false);
  const [laws, setLaws] = useState(DEFAULT_TECH_LAWS);
  const allowed = maxSitesAllowed(scenario, keepStations);
  const [maxSitesAsked, setMaxSites] = useState(DEFAULT_MAX_SITES);
  const maxSites = Math.min(maxSitesAsked, allowed);
  // The worker keeps as many as the page could take; the panel cuts to the number asked.
  const read = useCellsRead(file, path?.latLonDeg ?? null, marginM, Math.max(1, maxSitesAllowed(scenario, false)));
  useEffect(() => {
    setCorridor(path ? { pointsM: path.pointsM, marginM } : null);
    return () => setCorridor(null);
  }, [path, marginM]);

  if (!path)
    return (
      <div className="import-panel">
        <div role="alert">
          <p>The cell sites were not imported; nothing changed.</p>
          <p className="import-problems">
            {file.name}: {NEEDS_GEOGRAPHIC_FRAME}.
          </p>
        </div>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    );
  const sites = read.state === 'done' ? read.parsed.sites.slice(0, maxSites) : [];
  const counts: Partial<Record<RadioTech, number>> = {};
  for (const site of sites) counts[site.radio] = (counts[site.radio] ?? 0) + 1;
  const apply = () => {
    const result = withCellSites(scenario, sites, { laws, keepStations });
    if ('scenario' in result) onApply(result.scenario, `Import ${sites.length} cell sites`);
  };
  return (
    <div className="import-panel">
      <div className="import-cells-choices">
        <label>
          Margin around the path, m{' '}
          <input
            type="number"
            min={1}
            max={MAX_MARGIN_M}
            step={100}
            defaultValue={DEFAULT_MARGIN_M}
            onChange={(e) => {
              const v = Number(e.target.value);
              if (v > 0 && v <= MAX_MARGIN_M) setMarginM(v);
            }}
          />
        </label>{' '}
        <label>
          Nearest sites to keep (1 to {allowed}){' '}
          <input
            type="number"
            min={1}
            max={allowed}
            step={1}
            defaultValue={DEFAULT_MAX_SITES}
            onChange={(e) => {
              const v = Math.floor(Number(e.target.value));
              if (v >= 1) setMaxSites(v);
            }}
          />
        </label>{' '}
        <label>
          <input type="checkbox" checked={keepStations} onChange={(e) => setKeepStations(e.target.checked)} /> Keep the
          stations already placed
        </label>
      </div>
      <p className="import-cells-margin">
        Sites within {marginM} m of the path are kept (the band drawn on the map), the {maxSites} nearest at most.
      </p>
      <CellsReadStatus read={read} kept={sites.length} marginM={marginM} />
      <CellsTechTable laws={laws} counts={counts} onChange={setLaws} />
      <div className="import-actions">
        <button type="button" disabled={sites.length === 0} onClick={apply}>
          Apply
        </button>{' '}
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** How far the read is, or what it found, or why the file is refused. */
function CellsReadStatus({
  read,
  kept,
  marginM,
}: {
  read: ReturnType<typeof useCellsRead>;
  kept: number;
  marginM: number;
}) {
  if (read.state === 'reading')
    return (
      <p role="status">
        Reading… <progress max={1} value={read.fraction} aria-label="Reading the file" />
      </p>
    );
  if (read.state === 'refused')
    return (
      <div role="alert">
        <p>The cell sites were not imported; nothing changed.</p>
        <ul className="import-problems">
          {read.problems.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      </div>
    );
  const { rows, inMargin, skippedCount, skipped } = read.parsed;
  return (
    <div>
      <p role="status" className="import-cells-counts">
        {rows} {rows === 1 ? 'row' : 'rows'} read, {inMargin} in the margin, {kept} kept, {skippedCount} skipped.
      </p>
      {inMargin === 0 && rows > skippedCount && (
        <p role="alert" className="import-cells-none">
          No site is within {marginM} m of the path, so there is nothing to apply: widen the margin (up to{' '}
          {MAX_MARGIN_M} m) or use a file of the sites around the drive.
        </p>
      )}
      {skipped.length > 0 && (
        <ul className="import-problems" aria-label="Rows skipped">
          {skipped.map((problem, i) => (
            <li key={i}>{problemText(problem)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
