/**
 * Applies a ScenarioAction to a Scenario and returns a new scenario (the input is never changed).
 * Unknown ids leave the scenario as it was.
 */
import type { Platform, Scenario, Station, Trajectory } from '../scenario/types';
import { schemaDefault, schemaExample } from '../scenario/schemaFields';
import type { ScenarioAction } from './actions';

function mapStation(s: Scenario, id: string, f: (st: Station) => Station): Scenario {
  return { ...s, stations: (s.stations ?? []).map((st) => (st.id === id ? f(st) : st)) };
}

/** Applies `f` to platform `id`; the scenario keeps its identity when nothing changed. */
function mapPlatform(s: Scenario, id: string, f: (p: Platform) => Platform): Scenario {
  let changed = false;
  const platforms = (s.platforms ?? []).map((p) => {
    if (p.id !== id) return p;
    const next = f(p);
    changed ||= next !== p;
    return next;
  });
  return changed ? { ...s, platforms } : s;
}

function mapPolyline(s: Scenario, id: string, f: (points: Trajectory & { kind: 'polyline' }) => Trajectory): Scenario {
  return mapPlatform(s, id, (p) => {
    if (p.trajectory.kind !== 'polyline') return p;
    const trajectory = f(p.trajectory);
    return trajectory === p.trajectory ? p : { ...p, trajectory };
  });
}

/** The next free station id: B1, B2, ... */
export function nextStationId(s: Scenario): string {
  const taken = new Set([...(s.stations ?? []).map((st) => st.id), ...(s.channels ?? []).map((c) => c.id)]);
  let k = 1;
  while (taken.has(`B${k}`)) k += 1;
  return `B${k}`;
}

/** A polyline's segment speeds after its vertex count changed: one per segment, last speed repeated. */
function resizeSpeeds(t: Trajectory & { kind: 'polyline' }, segments: number): Trajectory & { kind: 'polyline' } {
  if (!t.segmentSpeedsMps) return t;
  const speeds = t.segmentSpeedsMps.slice(0, segments);
  while (speeds.length < segments)
    speeds.push(speeds[speeds.length - 1] ?? schemaExample<number>('platform.trajectory[polyline].speedMps'));
  return { ...t, segmentSpeedsMps: speeds };
}

/** The action of type `T`. */
type ActionOf<T extends ScenarioAction['type']> = Extract<ScenarioAction, { type: T }>;

/** Adds a station like the first one, reached by every node that already reaches a station. */
function addStation(s: Scenario, action: ActionOf<'addStation'>): Scenario {
  const id = nextStationId(s);
  const template = s.stations?.[0];
  const station: Station = {
    id,
    label: id,
    position: action.position,
    // Like the first station, else the schema's defaults; delays always the defaults.
    capacityMbps: template?.capacityMbps ?? schemaDefault<number>('station.capacityMbps'),
    responsiveness: template?.responsiveness ?? schemaDefault<number>('station.responsiveness'),
    decay: template?.decay ?? schemaDefault<NonNullable<Station['decay']>>('station.decay'),
    delays: schemaDefault<NonNullable<Station['delays']>>('station.delays'),
  };
  // A new station is reached by every node that already reaches a station.
  const stationIds = new Set((s.stations ?? []).map((st) => st.id));
  const platforms = (s.platforms ?? []).map((p) => ({
    ...p,
    links: (p.links ?? []).map((l) => (l.to.some((t) => stationIds.has(t)) ? { ...l, to: [...l.to, id] } : l)),
  }));
  return { ...s, stations: [...(s.stations ?? []), station], platforms };
}

/** Removes a station and every link to it (links left with no station go too). */
function removeStation(s: Scenario, action: ActionOf<'removeStation'>): Scenario {
  if (!(s.stations ?? []).some((st) => st.id === action.id)) return s;
  const platforms = (s.platforms ?? []).map((p) => ({
    ...p,
    links: (p.links ?? [])
      .map((l) => ({ ...l, to: l.to.filter((t) => t !== action.id) }))
      .filter((l) => l.to.length > 0),
  }));
  return { ...s, stations: (s.stations ?? []).filter((st) => st.id !== action.id), platforms };
}

/** A platform's speed: a polyline's one speed (segment speeds dropped), a clover's exit arc speed. */
function setSpeed(p: Platform, speedMps: number): Platform {
  const t = p.trajectory;
  if (t.kind === 'polyline') return { ...p, trajectory: { ...t, speedMps, segmentSpeedsMps: undefined } };
  if (t.kind === 'clover' && t.exitArc) return { ...p, trajectory: { ...t, exitArc: { ...t.exitArc, speedMps } } };
  return p;
}

/** A platform's links with node `action.node`'s replaced, in head, middle, tail order. */
function setLinks(p: Platform, action: ActionOf<'setLinks'>): Platform {
  const others = (p.links ?? []).filter((l) => l.node !== action.node);
  const links = action.to.length ? [...others, { node: action.node, to: action.to }] : others;
  const order = { head: 0, middle: 1, tail: 2 };
  return { ...p, links: links.sort((a, b) => order[a.node] - order[b.node]) };
}

/** Switches the engine; the first switch records the engine the guidance was written for. */
function setEngine(s: Scenario, action: ActionOf<'setEngine'>): Scenario {
  const current = s.solver.engine ?? 'fluid';
  if (current === action.engine) return s;
  // The first switch records which engine the scenario's guidance (meta.watchFor) was
  // written for, so the page can say when the numbers in it describe the other engine.
  const meta = s.meta?.watchFor && !s.meta.guidanceEngine ? { ...s.meta, guidanceEngine: current } : s.meta;
  return { ...s, ...(meta ? { meta } : {}), solver: { ...s.solver, engine: action.engine } };
}

/** Removes annotation `action.index`; the field goes when the last one does. */
function removeAnnotation(s: Scenario, action: ActionOf<'removeAnnotation'>): Scenario {
  const notes = s.annotations ?? [];
  if (action.index < 0 || action.index >= notes.length) return s;
  const annotations = notes.filter((_, i) => i !== action.index);
  if (annotations.length) return { ...s, annotations };
  const { annotations: _, ...rest } = s;
  return rest;
}

/** Sets or clears the comparison. */
function setComparison(s: Scenario, action: ActionOf<'setComparison'>): Scenario {
  if (action.comparison) return { ...s, comparison: action.comparison };
  if (!s.comparison) return s;
  const { comparison: _, ...rest } = s;
  return rest;
}

/** Sets the frame; a planar (or no) frame is stored as no field. */
function setFrame(s: Scenario, action: ActionOf<'setFrame'>): Scenario {
  if (action.frame && action.frame.kind !== 'planar') return { ...s, frame: action.frame };
  if (!s.frame) return s;
  const { frame: _, ...rest } = s;
  return rest;
}

/** Sets source `action.sourceId`'s controller; unknown ids change nothing. */
function setController(s: Scenario, action: ActionOf<'setController'>): Scenario {
  if (!(s.sources ?? []).some((src) => src.id === action.sourceId)) return s;
  return {
    ...s,
    sources: (s.sources ?? []).map((src) =>
      src.id === action.sourceId ? { ...src, controller: action.controller } : src,
    ),
  };
}

/** The scenario after `action`. */
export function scenarioReducer(s: Scenario, action: ScenarioAction): Scenario {
  switch (action.type) {
    case 'load':
    case 'import':
      return action.scenario;
    case 'moveStation':
      return mapStation(s, action.id, (st) => ({ ...st, position: action.position }));
    case 'addStation':
      return addStation(s, action);
    case 'removeStation':
      return removeStation(s, action);
    case 'updateStation':
      return mapStation(s, action.id, (st) => ({ ...st, ...action.patch }));
    case 'setStationDecay':
      return mapStation(s, action.id, (st) => ({ ...st, decay: action.decay }));
    case 'setStationDelays':
      return mapStation(s, action.id, (st) => ({ ...st, delays: action.delays }));
    case 'updateChannel':
      return { ...s, channels: (s.channels ?? []).map((c) => (c.id === action.id ? { ...c, ...action.patch } : c)) };
    case 'setTrajectory':
      return mapPlatform(s, action.platformId, (p) => ({ ...p, trajectory: action.trajectory }));
    case 'moveVertex':
      return mapPolyline(s, action.platformId, (t) => ({
        ...t,
        points: t.points.map((q, i) => (i === action.index ? action.position : q)),
      }));
    case 'insertVertex':
      return mapPolyline(s, action.platformId, (t) => {
        const points = [...t.points.slice(0, action.index), action.position, ...t.points.slice(action.index)];
        return resizeSpeeds({ ...t, points }, points.length - 1);
      });
    case 'deleteVertex':
      return mapPolyline(s, action.platformId, (t) => {
        if (t.points.length <= 2) return t;
        const points = t.points.filter((_, i) => i !== action.index);
        return resizeSpeeds({ ...t, points }, points.length - 1);
      });
    case 'setConvoyLength':
      return mapPlatform(s, action.platformId, (p) => ({ ...p, lengthM: action.lengthM }));
    case 'setSpeed':
      return mapPlatform(s, action.platformId, (p) => setSpeed(p, action.speedMps));
    case 'setLinks':
      return mapPlatform(s, action.platformId, (p) => setLinks(p, action));
    case 'setComparison':
      return setComparison(s, action);
    case 'setFileMegabytes':
      if (!(action.fileMegabytes > 0) || s.metrics?.fileMegabytes === action.fileMegabytes) return s;
      return { ...s, metrics: { ...s.metrics, fileMegabytes: action.fileMegabytes } };
    case 'setController':
      return setController(s, action);
    case 'setEngine':
      return setEngine(s, action);
    case 'addAnnotation':
      return { ...s, annotations: [...(s.annotations ?? []), action.annotation] };
    case 'removeAnnotation':
      return removeAnnotation(s, action);
    case 'setFrame':
      return setFrame(s, action);
  }
}
