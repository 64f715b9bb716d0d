/**
 * What a read track holds and the choices before it is applied: which platform drives it, the
 * speed when the track has no times, and whether the run lasts the whole drive. Apply hands the
 * whole new scenario (src/realdata/track/apply.ts) on as one undoable edit.
 */
import { useId, useState } from 'react';
import type { Scenario } from '../../scenario/types';
import { applyProblem, applyTrack, driveDurationS, platformSpeedMps, type TrackChoices } from '../track/apply';
import type { TrackDrive } from '../track/drive';
import type { ParsedTrack } from '../track/types';

/** Props of the form. */
export interface TrackChoicesFormProps {
  track: ParsedTrack;
  drive: TrackDrive;
  scenario: Scenario;
  onApply(scenario: Scenario, what: string): void;
  onCancel(): void;
}

/** `1234.5` -> `1,234.5` at most `digits` decimals. */
function num(value: number, digits = 1): string {
  return value.toLocaleString('en', { maximumFractionDigits: digits });
}

/** What simplification did, in words. */
export function keptText(drive: TrackDrive): string {
  const m = drive.fileCount;
  const repeats = drive.fileCount - drive.distinctCount;
  const dropped = repeats > 0 ? ` (${repeats} repeated point${repeats > 1 ? 's' : ''} dropped)` : '';
  if (drive.toleranceM === 0) return `kept ${drive.pointsM.length} of ${m} points${dropped}`;
  return `kept ${drive.pointsM.length} of ${m} points (tolerance ${num(drive.toleranceM, 3)} m)${dropped}`;
}

/** How the speeds were found, in words. */
function speedText(drive: TrackDrive): string {
  const stops =
    drive.stoppedS > 0
      ? ` The track stands still for ${num(drive.stoppedS)} s in all (a point repeated); a convoy cannot stop on a path, so each stop's time is spread over the segment after it, driven slower.`
      : '';
  const clamped =
    drive.clampedSegments > 0
      ? ` ${drive.clampedSegments} segment speed${drive.clampedSegments > 1 ? 's were' : ' was'} held to 0.01–10,000 m/s.`
      : '';
  return `Speed from the track's times: each kept segment is driven in the time the track took over it, so the convoy passes every kept point at the track's time.${stops}${clamped}`;
}

/** What the track holds: name, points kept, length, duration, mean speed, lines ignored. */
function TrackSummary({ track, drive, durationS }: { track: ParsedTrack; drive: TrackDrive; durationS: number }) {
  const ignored = track.lines - 1;
  return (
    <dl>
      <dt>Track</dt>
      <dd>
        <bdi data-testid="track-name">{track.name}</bdi>
      </dd>
      <dt>Points</dt>
      <dd data-testid="track-kept">{keptText(drive)}</dd>
      <dt>Length</dt>
      <dd>{num(drive.lengthM / 1000, 2)} km</dd>
      <dt>Duration</dt>
      <dd data-testid="track-duration">{Number.isFinite(durationS) ? `${num(durationS)} s` : '–'}</dd>
      <dt>Mean speed</dt>
      <dd>
        {Number.isFinite(durationS) && durationS > 0
          ? `${num(drive.lengthM / durationS, 2)} m/s (${num((3.6 * drive.lengthM) / durationS)} km/h)`
          : '–'}
      </dd>
      {ignored > 0 && (
        <>
          <dt>Lines ignored</dt>
          <dd>
            {ignored} (the file has {track.lines} lines; only the first is used)
          </dd>
        </>
      )}
    </dl>
  );
}

/** The form (see the file comment). */
export function TrackChoicesForm({ track, drive, scenario, onApply, onCancel }: TrackChoicesFormProps) {
  const id = useId();
  const platforms = scenario.platforms ?? [];
  const [platformId, setPlatformId] = useState(platforms[0]?.id ?? '');
  const [speedInput, setSpeedInput] = useState(() => String(platformSpeedMps(platforms[0])));
  const [wholeDrive, setWholeDrive] = useState(true);
  const timed = drive.segmentSpeedsMps !== null;
  const speedMps = Number(speedInput);
  const choices: TrackChoices = { platformId, speedMps, useTimes: timed, wholeDrive };
  const problem = applyProblem(scenario, drive, choices);
  const durationS = Number.isFinite(speedMps) && speedMps > 0 ? driveDurationS(drive, choices) : NaN;
  const apply = () => {
    if (problem) return;
    // The scenario is now the drive: named after it, and the old scenario's guidance (a paper's
    // "Watch for", its checks and published numbers, in `meta`) and description no longer apply.
    const { meta: _oldGuidance, ...applied } = applyTrack(scenario, drive, choices);
    void _oldGuidance;
    const description = `The convoy drives the imported track "${track.name}" (${drive.fileCount} points in the file).`;
    onApply({ ...applied, title: track.name, description }, `Import track ${track.name}`);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
      aria-label="Track import"
    >
      <TrackSummary track={track} drive={drive} durationS={durationS} />
      {timed ? (
        <p className="track-import__note">{speedText(drive)}</p>
      ) : (
        <div className="track-import__choice">
          <span className="track-import__note">No speeds from the file ({track.timesNote}).</span>
          <label htmlFor={`${id}-speed`}>Constant speed, m/s</label>
          <input
            id={`${id}-speed`}
            type="number"
            inputMode="decimal"
            min={0.01}
            max={10000}
            step="any"
            value={speedInput}
            onChange={(e) => setSpeedInput(e.target.value)}
          />
          <span>= {Number.isFinite(speedMps) ? num(speedMps * 3.6) : '–'} km/h</span>
        </div>
      )}
      {platforms.length > 1 && (
        <div className="track-import__choice">
          <label htmlFor={`${id}-platform`}>Platform that drives it</label>
          <select id={`${id}-platform`} value={platformId} onChange={(e) => setPlatformId(e.target.value)}>
            {platforms.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label ?? p.id}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="track-import__choice">
        <label>
          <input type="checkbox" checked={wholeDrive} onChange={(e) => setWholeDrive(e.target.checked)} /> Run for the
          whole drive ({Number.isFinite(durationS) ? num(durationS) : '–'} s)
        </label>
      </div>
      <p className="track-import__note">
        The map moves to the track (its first point becomes the origin); stations and channels stay as they are.
      </p>
      {problem && (
        <p role="alert" className="track-import__problems">
          {problem}
        </p>
      )}
      <div className="track-import__actions">
        <button type="submit" disabled={problem !== null}>
          Apply
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
