/**
 * Hand-written companions of the generated scenario types (types.ts, from the schema): the format
 * constants, controller helpers and short names for shapes the schema leaves unnamed. Nothing here
 * lists controller kinds or fields: a new kind or field needs only the schema (and `npm run
 * gen:types`).
 */
import type { Comparison, Controller, Delays10, Platform, Scenario } from './types';

export type * from './types';

/** The `format` field of every scenario. */
export const SCENARIO_FORMAT: Scenario['format'] = 'multipath-playground/scenario';
/** The newest scenario format version. */
export const SCENARIO_VERSION: Scenario['version'] = 1;

/** The name of a controller kind, e.g. `lia`. */
export type ControllerKind = Controller['kind'];

/** The controller object of one kind. */
export type ControllerOf<K extends ControllerKind> = Extract<Controller, { kind: K }>;

/** One-way delays of a route, milliseconds (T_rj forward, T_jr feedback). */
export type DelaysMs = Delays10;

/** A point of a platform that holds links. */
export type NodeName = NonNullable<Platform['links']>[number]['node'];

/** One controller of a comparison and the name it is shown under. */
export type ComparisonVariant = Comparison['variants'][number];
