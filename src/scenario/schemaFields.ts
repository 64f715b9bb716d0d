/**
 * What docs/scenario.schema.json says about one field of the scenario format: its description (the
 * help a person reads), title, bounds, default, examples and unit. The UI reads defaults, bounds
 * and help from here so that none of them is written twice.
 *
 * A field is named by a path:
 *
 *   path  := head ( '.' name | '[' tag ']' | '[]' )*
 *
 * - `head` is an entry of the schema's `$defs` (`station`, `channel`, `controller`, `decay`,
 *   `platform`, `trajectory`, ...) or, when no entry has that name, a property of the scenario
 *   root (`solver`, `metrics`, `frame`, ...);
 * - `.name` is the property `name` of the object so far (looking through `$ref` and `allOf`);
 * - `[tag]` is the `oneOf` variant whose tag property (the one holding a `const`: `kind`, `law`)
 *   equals `tag`;
 * - `[]` is the items of an array.
 *
 * Examples: `station.capacityMbps`, `station.decay[logistic].alphaPerM`,
 * `channel.capacity[constant].capacityMbps`, `controller[mtcp].a`, `solver.dtS`,
 * `platform.trajectory[polyline].segmentSpeedsMps[]`. An unknown path throws.
 *
 * A `$ref` with keywords beside it is the referenced schema with those keywords on top: a
 * description, title, default or examples beside it replaces the referenced one; a bound beside it
 * applies as well (the stricter wins). `allOf` members merge the same way.
 */
import schemaJson from '../../docs/scenario.schema.json';
import { nonEmpty, type NonEmpty } from '../util/at';

/** A JSON Schema node, as far as this module reads it. */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  examples?: unknown[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode | boolean;
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  $defs?: Record<string, SchemaNode>;
  [keyword: string]: unknown;
}

/** The scenario schema (docs/scenario.schema.json). */
export const SCENARIO_SCHEMA = schemaJson as unknown as SchemaNode;

/** What the schema says about one field. `unit` is '' for a dimensionless quantity. */
export interface SchemaField {
  path: string;
  description?: string;
  title?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  examples?: unknown[];
  unit: string;
  /** The resolved schema of the field (read-only). */
  schema: SchemaNode;
}

/**
 * Units by the suffix of a field's name, longest first: the format names every quantity with its
 * unit (`capacityMbps`, `forwardMs`, `alphaPerM`). A name without one of these suffixes is
 * dimensionless. The suffix must follow a lower-case letter or a digit (`d0M`, `xM`).
 */
const UNIT_SUFFIXES: ReadonlyArray<readonly [suffix: string, unit: string]> = [
  ['Megabytes', 'MB'],
  ['Bytes', 'bytes'],
  ['Packets', 'packets'],
  ['Mbps', 'Mbps'],
  ['PerM', '1/m'],
  ['PerS', '1/s'],
  ['Mps', 'm/s'],
  ['Deg', '°'],
  ['Ms', 'ms'],
  ['M', 'm'],
  ['S', 's'],
];

/** The unit of a field named `name` by its suffix ('' when dimensionless). */
export function unitOfName(name: string): string {
  for (const [suffix, unit] of UNIT_SUFFIXES) {
    if (
      name.length > suffix.length &&
      name.endsWith(suffix) &&
      /[a-z0-9]/.test(name.charAt(name.length - suffix.length - 1))
    )
      return unit;
  }
  return '';
}

/** The schema `ref` (`#/$defs/name`) points to. */
function deref(root: SchemaNode, ref: string): SchemaNode {
  const match = /^#\/\$defs\/([^/]+)$/.exec(ref);
  const key = match?.[1];
  const target = key === undefined ? undefined : root.$defs?.[key];
  if (!target) throw new Error(`schema: unresolvable $ref "${ref}"`);
  return target;
}

/** `over` on top of `base`: annotations of `over` win, bounds take the stricter, properties merge. */
function merge(base: SchemaNode, over: SchemaNode): SchemaNode {
  const out: SchemaNode = { ...base, ...over };
  for (const key of ['minimum', 'exclusiveMinimum'] as const) {
    if (base[key] !== undefined && over[key] !== undefined) out[key] = Math.max(base[key], over[key]);
  }
  for (const key of ['maximum', 'exclusiveMaximum'] as const) {
    if (base[key] !== undefined && over[key] !== undefined) out[key] = Math.min(base[key], over[key]);
  }
  if (base.properties && over.properties) out.properties = { ...base.properties, ...over.properties };
  if (base.required && over.required) out.required = [...new Set([...base.required, ...over.required])];
  return out;
}

/** `node` with its `$ref` and `allOf` resolved into one flat schema. */
export function flatten(node: SchemaNode, root: SchemaNode = SCENARIO_SCHEMA): SchemaNode {
  let flat: SchemaNode = node;
  if (node.$ref !== undefined) {
    const { $ref, ...beside } = node;
    const target = flatten(deref(root, $ref), root);
    flat = merge(target, beside);
  }
  if (flat.allOf) {
    const { allOf, ...rest } = flat;
    flat = allOf.reduce<SchemaNode>((acc, member) => merge(flatten(member, root), acc), rest);
  }
  return flat;
}

/** The path split into steps: `.name`, `[tag]`, `[]`. */
function steps(path: string): NonEmpty<{ kind: 'name' | 'tag' | 'items'; value: string }> {
  const out: Array<{ kind: 'name' | 'tag' | 'items'; value: string }> = [];
  const re = /(?:^|\.)([A-Za-z_$][\w$]*)|\[([^\][]*)\]/gy;
  let m: RegExpExecArray | null;
  while (re.lastIndex < path.length && (m = re.exec(path))) {
    if (m[1] !== undefined) out.push({ kind: 'name', value: m[1] });
    else if (m[2] === '') out.push({ kind: 'items', value: '' });
    else out.push({ kind: 'tag', value: m[2] ?? '' });
  }
  const list = nonEmpty(out);
  if (re.lastIndex !== path.length || !list || list[0].kind !== 'name')
    throw new Error(`schema path "${path}": not a path`);
  return list;
}

/** The `oneOf` variant of `node` whose const-valued property equals `tag`. */
function variant(node: SchemaNode, tag: string, root: SchemaNode, path: string): SchemaNode {
  for (const option of node.oneOf ?? []) {
    const flat = flatten(option, root);
    const tagged = Object.values(flat.properties ?? {}).some((p) => p.const === tag);
    if (tagged) return flat;
  }
  throw new Error(`schema path "${path}": no variant "${tag}"`);
}

/** The resolved schema at `path` and the name of its last property. */
export function schemaAt(path: string, root: SchemaNode = SCENARIO_SCHEMA): { node: SchemaNode; name: string } {
  const [head, ...rest] = steps(path);
  const start = root.$defs?.[head.value] ?? root.properties?.[head.value];
  if (!start) throw new Error(`schema path "${path}": no $defs entry or root property "${head.value}"`);
  let node = flatten(start, root);
  let name = head.value;
  for (const step of rest) {
    if (step.kind === 'name') {
      const child = node.properties?.[step.value];
      if (!child) throw new Error(`schema path "${path}": no property "${step.value}"`);
      node = flatten(child, root);
      name = step.value;
    } else if (step.kind === 'tag') {
      node = variant(node, step.value, root, path);
    } else {
      if (typeof node.items !== 'object') throw new Error(`schema path "${path}": not an array of items`);
      node = flatten(node.items, root);
    }
  }
  return { node, name };
}

/** What the schema says about the field at `path` (throws on an unknown path). */
export function schemaField(path: string, root: SchemaNode = SCENARIO_SCHEMA): SchemaField {
  const { node, name } = schemaAt(path, root);
  return {
    path,
    description: node.description,
    title: node.title,
    minimum: node.minimum,
    maximum: node.maximum,
    exclusiveMinimum: node.exclusiveMinimum,
    exclusiveMaximum: node.exclusiveMaximum,
    default: node.default,
    examples: node.examples,
    unit: unitOfName(name),
    schema: node,
  };
}

/** A fresh copy of the schema's default at `path`; throws when the field has none. */
export function schemaDefault<T = unknown>(path: string, root: SchemaNode = SCENARIO_SCHEMA): T {
  const value = schemaAt(path, root).node.default;
  if (value === undefined) throw new Error(`schema path "${path}": no default`);
  return structuredClone(value) as T;
}

/** A fresh copy of the first of the schema's `examples` at `path` (a UI suggestion for a field without default). */
export function schemaExample<T = unknown>(path: string, root: SchemaNode = SCENARIO_SCHEMA): T {
  const value = schemaAt(path, root).node.examples?.[0];
  if (value === undefined) throw new Error(`schema path "${path}": no examples`);
  return structuredClone(value) as T;
}

/**
 * The object at `path` (a tagged variant such as `controller[mtcp]` or `station.decay[step]`) with
 * its tag and every property that has a default written out at it; a required property without a
 * default takes its first example. Other properties are left out.
 */
export function objectAtDefaults<T = Record<string, unknown>>(path: string, root: SchemaNode = SCENARIO_SCHEMA): T {
  const { node } = schemaAt(path, root);
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(node.properties ?? {})) {
    const p = flatten(raw, root);
    if (p.const !== undefined) out[key] = p.const;
    else if (p.default !== undefined) out[key] = structuredClone(p.default);
    else if (node.required?.includes(key) && p.examples?.length) out[key] = structuredClone(p.examples[0]);
  }
  return out as T;
}

/** The tags of the `oneOf` variants at `path`, in order, with each variant's title. */
export function schemaVariants(
  path: string,
  root: SchemaNode = SCENARIO_SCHEMA,
): Array<{ tag: string; title?: string }> {
  const { node } = schemaAt(path, root);
  if (!node.oneOf) throw new Error(`schema path "${path}": no oneOf`);
  return node.oneOf.map((option) => {
    const flat = flatten(option, root);
    const tag = Object.values(flat.properties ?? {}).find((p) => typeof p.const === 'string')?.const;
    if (typeof tag !== 'string') throw new Error(`schema path "${path}": a variant without a tag`);
    return { tag, title: flat.title };
  });
}
