/**
 * Every edit of a scenario is an action: views dispatch actions, the reducer applies them to the
 * plain scenario data. Views never mutate the scenario.
 */
import type {
  Annotation,
  Channel,
  Comparison,
  Controller,
  Decay,
  DelaysMs,
  PointM,
  Scenario,
  Station,
  Trajectory,
} from '../scenario/format';

/** An edit of the scenario. */
export type ScenarioAction =
  | { type: 'load'; scenario: Scenario }
  /** Real data imported into the scenario (a track, cell sites, a link trace): one undoable edit, refused in a locked lesson. */
  | { type: 'import'; scenario: Scenario; what: string }
  | { type: 'moveStation'; id: string; position: PointM }
  | { type: 'addStation'; position: PointM }
  | { type: 'removeStation'; id: string }
  | { type: 'updateStation'; id: string; patch: Partial<Omit<Station, 'id'>> }
  | { type: 'setStationDecay'; id: string; decay: Decay }
  | { type: 'setStationDelays'; id: string; delays: DelaysMs }
  | { type: 'updateChannel'; id: string; patch: Partial<Omit<Channel, 'id'>> }
  | { type: 'setTrajectory'; platformId: string; trajectory: Trajectory }
  | { type: 'moveVertex'; platformId: string; index: number; position: PointM }
  | { type: 'insertVertex'; platformId: string; index: number; position: PointM }
  | { type: 'deleteVertex'; platformId: string; index: number }
  | { type: 'setConvoyLength'; platformId: string; lengthM: number }
  | { type: 'setSpeed'; platformId: string; speedMps: number }
  | { type: 'setLinks'; platformId: string; node: 'head' | 'middle' | 'tail'; to: string[] }
  /** Turns comparison mode on with this comparison, or off with null. */
  | { type: 'setComparison'; comparison: Comparison | null }
  /** The file whose transfer time the summary reports, megabytes. */
  | { type: 'setFileMegabytes'; fileMegabytes: number }
  /** Gives a source another controller (a lesson's `setController`). */
  | { type: 'setController'; sourceId: string; controller: Controller }
  /** Pins a note to a time on a chart. */
  | { type: 'addAnnotation'; annotation: Annotation }
  /** Removes the note at `index` of `annotations`. */
  | { type: 'removeAnnotation'; index: number }
  /** The coordinate frame: a geographic origin, or null for planar metres (the default). */
  | { type: 'setFrame'; frame: Scenario['frame'] | null }
  /** The engine that runs the scenario (`solver.engine`): the fluid model or packet by packet. */
  | { type: 'setEngine'; engine: NonNullable<Scenario['solver']['engine']> };
