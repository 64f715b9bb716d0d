/**
 * A structural check driven by a JSON Schema (docs/scenario.schema.json): types, `const` and
 * `enum`, required and unknown fields, records (`propertyNames` + `additionalProperties`), lists and
 * tuples, unions tagged by a `const` property (`oneOf`, or `allOf` of `if`/`then` on the tag) and
 * "exactly one of" (`oneOf` of bare `required` lists). Ranges, lengths, patterns of values and `not`
 * are left to the solver, the authority on values. Messages are `path: message` lines, e.g.
 * `scenario.stations[0].position: is required`.
 */

/** A JSON Schema node, as parsed JSON. */
export type SchemaNode = { [keyword: string]: unknown };

/** Receives one problem: the value's path and what is wrong. */
export type Report = (path: string, message: string) => void;

/** Checks `value` at `path`; with `strip`, a null optional field is deleted (the solver reads it as absent). */
export type ShapeCheck = (value: unknown, path: string, report: Report, strip: boolean) => void;

/** Options of `makeShapeCheck`. */
export interface ShapeCheckOptions {
  /** Message for a record key that does not match `propertyNames.pattern`, e.g. `not a route id`. */
  badKeyMessage: string;
}

/** A union tagged by a `const` property: the tag's name and the schema of each tag value, in order. */
interface Tagged {
  tag: string;
  variants: Map<unknown, SchemaNode>;
}

/** True for a plain object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as an error message shows it, briefly. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}

/** `path.key`, or `path["odd key"]` when the key is not a plain name; at the root ('') `key` or `["odd key"]`. */
export function join(path: string, key: string): string {
  if (/^[A-Za-z_$][\w$.-]*$/.test(key)) return path === '' ? key : `${path}.${key}`;
  return `${path}[${JSON.stringify(key)}]`;
}

const absent = (v: unknown): boolean => v === undefined || v === null;
const quoted = (values: readonly unknown[]): string => values.map((v) => JSON.stringify(v)).join(', ');
const nodes = (v: unknown): SchemaNode[] => (Array.isArray(v) ? v.filter(isObject) : []);

/** The fields of a `oneOf` whose every entry is a bare `required` list ("exactly one of"), else null. */
export function exactlyOneOf(node: SchemaNode): string[][] | null {
  const entries = Array.isArray(node.oneOf) ? node.oneOf : [];
  const bare =
    entries.length > 1 && entries.every((s) => isObject(s) && Object.keys(s).length === 1 && Array.isArray(s.required));
  return bare ? entries.map((s) => (s as { required: string[] }).required) : null;
}

/** `node` with its `$ref`s followed within `schema` (at most 32 hops). */
function resolveRef(schema: SchemaNode, node: SchemaNode): SchemaNode {
  let n = node;
  for (let hops = 0; typeof n.$ref === 'string' && hops < 32; hops++) n = pointer(schema, n.$ref);
  return n;
}

/** A check of values against the root of `schema` (its `$ref`s resolve within it). */
export function makeShapeCheck(schema: SchemaNode, options: ShapeCheckOptions): ShapeCheck {
  const resolve = (node: SchemaNode): SchemaNode => resolveRef(schema, node);
  const taggedCache = new Map<SchemaNode, Tagged | null>();
  const tagged = (node: SchemaNode): Tagged | null => {
    if (!taggedCache.has(node)) taggedCache.set(node, findTagged(node, resolve));
    return taggedCache.get(node) ?? null;
  };

  const check = (value: unknown, raw: SchemaNode, path: string, report: Report, strip: boolean): void => {
    const node = resolve(raw);
    const union = tagged(node);
    if (union) return checkTagged(value, union, path, report, strip);
    if ('const' in node) {
      if (value !== node.const) report(path, `must be ${JSON.stringify(node.const)}, got ${describe(value)}`);
      return;
    }
    if (Array.isArray(node.enum)) {
      if (!node.enum.includes(value)) report(path, `must be one of ${quoted(node.enum)}, got ${describe(value)}`);
      return;
    }
    switch (node.type) {
      case 'array':
        return checkList(value, node, path, report, strip);
      case 'object':
        if (!isObject(value)) return report(path, `must be an object, got ${describe(value)}`);
        return checkFields(value, node, path, report, strip);
      case 'number':
      case 'integer':
      case 'string':
      case 'boolean': {
        const expected = node.type === 'integer' ? 'number' : node.type;
        if (typeof value !== expected) report(path, `must be a ${expected}, got ${describe(value)}`);
        return;
      }
    }
    for (const part of nodes(node.allOf)) check(value, part, path, report, strip);
  };

  const checkTagged = (value: unknown, union: Tagged, path: string, report: Report, strip: boolean): void => {
    if (!isObject(value)) return report(path, `must be an object, got ${describe(value)}`);
    const tag = value[union.tag];
    const variant = union.variants.get(tag);
    if (absent(tag)) report(join(path, union.tag), 'is required');
    else if (typeof tag !== 'string' || !variant) {
      report(join(path, union.tag), `must be one of ${quoted([...union.variants.keys()])}, got ${describe(tag)}`);
    } else check(value, variant, path, report, strip);
  };

  const checkList = (value: unknown, node: SchemaNode, path: string, report: Report, strip: boolean): void => {
    if (!Array.isArray(value)) return report(path, `must be an array, got ${describe(value)}`);
    const prefix = nodes(node.prefixItems);
    const rest = isObject(node.items) ? node.items : null;
    value.forEach((item, i) => {
      const itemSchema = i < prefix.length ? prefix[i] : rest;
      if (itemSchema) check(item, itemSchema, `${path}[${i}]`, report, strip);
    });
  };

  const checkFields = (
    value: Record<string, unknown>,
    node: SchemaNode,
    path: string,
    report: Report,
    strip: boolean,
  ): void => {
    const properties = isObject(node.properties) ? (node.properties as Record<string, SchemaNode>) : {};
    const required = Array.isArray(node.required) ? (node.required as string[]) : [];
    const extra = node.additionalProperties;
    if (extra === false)
      for (const key of Object.keys(value))
        if (!Object.hasOwn(properties, key)) report(join(path, key), 'unknown field');
    for (const [key, fieldSchema] of Object.entries(properties)) {
      const v = value[key];
      if (absent(v)) {
        if (required.includes(key)) report(join(path, key), 'is required');
        else if (v === null && strip) delete value[key];
      } else check(v, fieldSchema, join(path, key), report, strip);
    }
    if (isObject(extra)) {
      const names =
        isObject(node.propertyNames) && typeof node.propertyNames.pattern === 'string'
          ? new RegExp(node.propertyNames.pattern, 'u')
          : null;
      for (const [key, v] of Object.entries(value)) {
        if (Object.hasOwn(properties, key)) continue;
        if (names && !names.test(key)) report(join(path, key), options.badKeyMessage);
        else check(v, extra, join(path, key), report, strip);
      }
    }
    const exactlyOne = exactlyOneOf(node);
    if (exactlyOne) checkExactlyOne(value, exactlyOne.flat(), path, report);
    for (const part of nodes(node.allOf)) check(value, part, path, report, strip);
  };

  return (value, path, report, strip) => check(value, schema, path, report, strip);
}

/** "Give exactly one of": the messages of the former hand table, for two or more fields. */
function checkExactlyOne(value: Record<string, unknown>, fields: string[], path: string, report: Report): void {
  const given = fields.filter((k) => !absent(value[k]));
  const names = fields.map((f) => JSON.stringify(f));
  const last = given.at(-1);
  if (given.length > 1 && last !== undefined) report(join(path, last), `give either ${names.join(' or ')}, not both`);
  if (given.length === 0) report(path, `give ${names.join(' or ')}`);
}

/** Resolved `$ref`s per schema root (a scenario with thousands of sources follows the same few). */
const resolved = new WeakMap<SchemaNode, Map<string, SchemaNode>>();

/** The node `ref` (`#/a/b`) points to in `root`, remembered per root; throws on a reference that leads nowhere. */
function pointer(root: SchemaNode, ref: string): SchemaNode {
  let known = resolved.get(root);
  if (!known) resolved.set(root, (known = new Map()));
  const hit = known.get(ref);
  if (hit) return hit;
  const node = follow(root, ref);
  known.set(ref, node);
  return node;
}

/** The node `ref` points to in `root`, found by walking the pointer's parts. */
function follow(root: SchemaNode, ref: string): SchemaNode {
  if (!ref.startsWith('#')) throw new Error(`schema: only local $refs are supported, got ${ref}`);
  let node: unknown = root;
  for (const part of ref.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) ? node[key] : undefined;
  }
  if (!isObject(node)) throw new Error(`schema: $ref ${ref} leads nowhere`);
  return node;
}

/**
 * The tagged union `node` is, if any: a `oneOf` whose branches all fix one property by `const`, or
 * an `allOf` of `if: { properties: { tag: { const } } }, then: ...` entries.
 */
function findTagged(node: SchemaNode, resolve: (n: SchemaNode) => SchemaNode): Tagged | null {
  const ifThen = nodes(node.allOf);
  if (ifThen.length > 0 && ifThen.every((s) => isObject(s.if) && isObject(s.if.properties) && isObject(s.then))) {
    const tags = ifThen.map((s) => Object.keys((s.if as SchemaNode).properties as SchemaNode));
    const tag = tags[0]?.[0];
    if (tag !== undefined && tags.every((t) => t.length === 1 && t[0] === tag)) {
      const variants: Tagged['variants'] = new Map();
      const tagged = ifThen.every((s) => {
        const c = ((s.if as SchemaNode).properties as Record<string, SchemaNode | undefined>)[tag];
        if (!isObject(c) || !('const' in c)) return false;
        variants.set(c.const, s.then as SchemaNode);
        return true;
      });
      if (tagged) return { tag, variants };
    }
  }
  const branches = nodes(node.oneOf).map(resolve);
  if (branches.length === 0 || exactlyOneOf(node)) return null;
  const constOf = (b: SchemaNode, key: string): SchemaNode | undefined => {
    const p = isObject(b.properties) ? (b.properties as Record<string, SchemaNode>)[key] : undefined;
    return isObject(p) && 'const' in p ? p : undefined;
  };
  const [firstBranch] = branches;
  const first = firstBranch && isObject(firstBranch.properties) ? Object.keys(firstBranch.properties) : [];
  const tag = first.find((key) => branches.every((b) => constOf(b, key)));
  if (tag === undefined) return null;
  return { tag, variants: new Map(branches.map((b) => [constOf(b, tag)?.const, b])) };
}
