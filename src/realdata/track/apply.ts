/**
 * A track applied to a scenario, as one new scenario value: the frame becomes geographic with its
 * origin at the track's first point, the chosen platform drives the track from t = 0 (at the track's
 * speeds, or a constant speed), and the run lasts the whole drive when asked. Stations, channels and
 * sources stay as they are.
 */
import type { Platform, Scenario } from '../../scenario/types';
import { WEB_MERCATOR_MAX_LAT_DEG } from '../../geometry/geoFrame';
import { MAX_SEGMENT_SPEED_MPS, MIN_SEGMENT_SPEED_MPS, type TrackDrive } from './drive';

/** The constant speed offered when the platform has none, m/s (50 km/h, a town's usual limit). */
export const DEFAULT_TRACK_SPEED_MPS = 13.9;
/** Longest run the solver takes, s (schema: solver.durationS at most 1e7). */
const MAX_DURATION_S = 1e7;

/** The user's choices in the track panel. */
export interface TrackChoices {
  /** Id of the platform that drives the track. */
  platformId: string;
  /** Constant speed, m/s, used when the track has no times (or `useTimes` is false). */
  speedMps: number;
  /** Whether the track's own times set the speeds (only when it has them). */
  useTimes: boolean;
  /** Whether solver.durationS becomes the drive's duration. */
  wholeDrive: boolean;
}

/** The platform's own constant speed, when its trajectory has one; else DEFAULT_TRACK_SPEED_MPS. */
export function platformSpeedMps(platform: Platform | undefined): number {
  const t = platform?.trajectory;
  if (t?.kind === 'polyline' && typeof t.speedMps === 'number' && t.speedMps > 0) return t.speedMps;
  return DEFAULT_TRACK_SPEED_MPS;
}

/** How long the drive takes with `choices`, s. */
export function driveDurationS(drive: TrackDrive, choices: Pick<TrackChoices, 'speedMps' | 'useTimes'>): number {
  const s = choices.useTimes && drive.timedDurationS !== null ? drive.timedDurationS : drive.lengthM / choices.speedMps;
  // Up to the next tenth of a second: the run ends with the convoy at the track's end.
  return Math.ceil(s * 10 - 1e-9) / 10;
}

/** Why the track cannot be applied to `scenario` with `choices`, or null. */
export function applyProblem(scenario: Scenario, drive: TrackDrive, choices: TrackChoices): string | null {
  const platforms = scenario.platforms ?? [];
  if (platforms.length === 0)
    return 'This scenario has no platform (convoy) to drive the track: open one that has (the default scenario does), then import the track.';
  if (!platforms.some((p) => p.id === choices.platformId)) return `There is no platform "${choices.platformId}".`;
  if (Math.abs(drive.origin.originLatDeg) > WEB_MERCATOR_MAX_LAT_DEG - 0.06)
    return 'The track starts beyond 85° of latitude, where the map (Web Mercator) ends.';
  const useTimes = choices.useTimes && drive.segmentSpeedsMps !== null;
  if (!useTimes && !(choices.speedMps >= MIN_SEGMENT_SPEED_MPS && choices.speedMps <= MAX_SEGMENT_SPEED_MPS))
    return `The speed must be from ${MIN_SEGMENT_SPEED_MPS} to ${MAX_SEGMENT_SPEED_MPS} m/s.`;
  return null;
}

/** The scenario with the track applied (call applyProblem first; it throws on what that refuses). */
export function applyTrack(scenario: Scenario, drive: TrackDrive, choices: TrackChoices): Scenario {
  const problem = applyProblem(scenario, drive, choices);
  if (problem) throw new Error(problem);
  const useTimes = choices.useTimes && drive.segmentSpeedsMps !== null;
  const points = drive.pointsM.map((p) => ({ xM: p.xM, yM: p.yM }));
  const trajectory: Platform['trajectory'] =
    useTimes && drive.segmentSpeedsMps
      ? { kind: 'polyline', points, segmentSpeedsMps: [...drive.segmentSpeedsMps], startS: 0 }
      : { kind: 'polyline', points, speedMps: choices.speedMps, startS: 0 };
  const durationS = Math.min(MAX_DURATION_S, driveDurationS(drive, { ...choices, useTimes }));
  return {
    ...scenario,
    frame: { kind: 'geographic', ...drive.origin },
    platforms: (scenario.platforms ?? []).map((p) => (p.id === choices.platformId ? { ...p, trajectory } : p)),
    solver: choices.wholeDrive && durationS > 0 ? { ...scenario.solver, durationS } : scenario.solver,
  };
}
