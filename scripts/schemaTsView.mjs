/**
 * The scenario schema as json-schema-to-typescript should see it: the same shapes, rewritten into
 * the keywords it turns into precise TypeScript. Everything here is a general rule about how the
 * schema is written, never a list of fields or controller kinds:
 *
 * - type names come from `$defs` keys (`x-type-name`, read by `customName`); every `title` and `$id`
 *   is dropped, so a human title such as "LIA (RFC 6356)" never names (or renames) a type;
 * - a tagged union written as `allOf` of `if: { properties: { tag: { const } } }, then: { $ref }`
 *   becomes a `oneOf` of those `then`s; in every tagged union (that form or a `oneOf` whose
 *   branches fix one property by `const`) each branch requires its tag, so `kind` narrows;
 * - "exactly one of a, b" (`oneOf` of bare `required` lists beside `properties`) becomes one object
 *   per branch with its field required; the others stay declared (optional), so code may read
 *   `t.speedMps` on any polyline (TypeScript cannot also say "and the other one absent" without
 *   breaking that);
 * - a `$ref` to a plain number or string definition is inlined (no `type Id = string` noise);
 * - rules TypeScript cannot hold (`not`, definitions that only carry such a rule) are left out;
 * - `prefixItems` tuples become draft-07 `items` tuples; an object with no declared fields is free-form.
 */

/** Name of the keyword that carries a type name to `customName`. */
export const TYPE_NAME = 'x-type-name';

/** Type names that differ from the PascalCase of their `$defs` key (or the root). */
const RENAMED = { point: 'PointM' };
/** Name of the root type. */
const ROOT_NAME = 'Scenario';

const ANNOTATIONS = new Set(['description', 'default', 'examples', 'title', '$comment', 'deprecated']);
/** Keywords whose values are data, not schemas: copied as they are, never rewritten. */
const DATA = new Set(['default', 'examples', 'const', 'enum', 'required', 'description', '$comment']);
const PRIMITIVES = new Set(['number', 'integer', 'string', 'boolean']);

const pascal = (key) =>
  key.replace(/(^|[-_.])(\w)/g, (_, __, c) => c.toUpperCase()).replace(/^\w/, (c) => c.toUpperCase());
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const defKey = (ref) =>
  typeof ref === 'string' && ref.startsWith('#/$defs/') ? ref.slice('#/$defs/'.length) : undefined;

/** A deep copy of `schema` rewritten for json-schema-to-typescript (see the file comment). */
export function schemaTsView(schema) {
  const root = structuredClone(schema);
  const defs = root.$defs ?? {};
  const resolve = (node) => (isObject(node) && defKey(node.$ref) !== undefined ? defs[defKey(node.$ref)] : node);

  // Names and required tags first, while the tagged unions still show whose variants are whose.
  const variantOf = new Map();
  forEachNode(root, (node) => {
    const tagged = taggedBranches(node, resolve);
    for (const branch of tagged?.branches ?? []) {
      const target = resolve(branch);
      target.required = [...new Set([tagged.tag, ...(target.required ?? [])])];
    }
  });
  for (const [key, def] of Object.entries(defs)) {
    for (const branch of taggedBranches(def, resolve)?.branches ?? []) {
      const target = defKey(branch.$ref);
      if (target !== undefined) variantOf.set(target, key);
    }
  }
  for (const [key, def] of Object.entries(defs)) {
    def[TYPE_NAME] = RENAMED[key] ?? pascal(key) + (variantOf.has(key) ? pascal(variantOf.get(key)) : '');
  }

  const visit = (node) => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isObject(node)) return node;
    const rewrite = (k, v) => (DATA.has(k) ? v : k === 'properties' || k === '$defs' ? mapValues(v, visit) : visit(v));
    let out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, rewrite(k, v)]));
    delete out.title;
    delete out.$id;
    delete out.not;
    out = inlinePrimitiveRef(out, defs);
    out = dropSiblingsOfRef(out);
    out = dropEmptyAllOf(out, resolve);
    out = taggedUnionAsOneOf(out, resolve);
    out = exactlyOneAsUnion(out);
    out = tupleAsItems(out);
    if (
      out.type === 'object' &&
      !out.properties &&
      !out.oneOf &&
      out.additionalProperties === undefined &&
      !out.propertyNames
    ) {
      out.additionalProperties = true;
    }
    return out;
  };
  const view = visit(root);
  delete view.$schema;
  view[TYPE_NAME] = ROOT_NAME;
  return view;
}

/** Calls `f` on every schema node under `node` (not inside data keywords such as `default`). */
function forEachNode(node, f) {
  if (Array.isArray(node)) node.forEach((v) => forEachNode(v, f));
  else if (isObject(node)) {
    f(node);
    for (const [k, v] of Object.entries(node)) {
      if (k === 'properties' || k === '$defs') Object.values(v ?? {}).forEach((p) => forEachNode(p, f));
      else if (!DATA.has(k)) forEachNode(v, f);
    }
  }
}

function mapValues(record, f) {
  return isObject(record) ? Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v)])) : record;
}

/**
 * The tag and branches of a union tagged by a `const` property, written as `allOf` of `if`/`then`
 * (`form: 'if-then'`, branches: the `then`s) or as `oneOf` whose branches (`$ref`s resolved by
 * `resolve`) all fix one property by `const` (`form: 'one-of'`); undefined for anything else.
 */
export function taggedBranches(node, resolve) {
  if (
    Array.isArray(node?.allOf) &&
    node.allOf.length > 0 &&
    node.allOf.every((s) => isObject(s?.if?.properties) && s.then)
  ) {
    const tags = node.allOf.map((s) => Object.keys(s.if.properties));
    const tag = tags[0][0];
    if (tags.every((t) => t.length === 1 && t[0] === tag) && node.allOf.every((s) => 'const' in s.if.properties[tag])) {
      return { form: 'if-then', tag, branches: node.allOf.map((s) => s.then) };
    }
  }
  if (Array.isArray(node?.oneOf) && node.oneOf.length > 0 && !exactlyOneFields(node)) {
    const resolved = node.oneOf.map(resolve);
    const constOf = (b, key) => isObject(b?.properties?.[key]) && 'const' in b.properties[key];
    const tag = Object.keys(resolved[0]?.properties ?? {}).find((key) => resolved.every((b) => constOf(b, key)));
    if (tag !== undefined) return { form: 'one-of', tag, branches: node.oneOf };
  }
  return undefined;
}

function inlinePrimitiveRef(node, defs) {
  const target = defs[defKey(node.$ref)];
  if (!target || !PRIMITIVES.has(target.type) || target.properties) return node;
  const { $ref: _ref, ...siblings } = node;
  const { [TYPE_NAME]: _name, title: _title, ...body } = target;
  return { ...body, ...siblings };
}

function dropSiblingsOfRef(node) {
  return node.$ref !== undefined ? { $ref: node.$ref } : node;
}

/** Whether a (resolved) schema says nothing TypeScript can hold beyond "an object". */
function saysNothing(schema) {
  return (
    isObject(schema) &&
    Object.keys(schema).every(
      (k) => ANNOTATIONS.has(k) || k === TYPE_NAME || k === 'not' || (k === 'type' && schema.type === 'object'),
    )
  );
}

function dropEmptyAllOf(node, resolve) {
  if (!Array.isArray(node.allOf)) return node;
  const allOf = node.allOf.filter((s) => !saysNothing(resolve(s)));
  const { allOf: _all, ...rest } = node;
  return allOf.length ? { ...rest, allOf } : rest;
}

function taggedUnionAsOneOf(node, resolve) {
  const tagged = taggedBranches(node, resolve);
  if (!tagged) return node;
  if (tagged.form !== 'if-then') {
    // A `oneOf` of tagged variants may also list the tag's values beside it (`properties: { kind:
    // { enum } }`, for validators' messages): the variants already say it all.
    const onlyTag = isObject(node.properties) && Object.keys(node.properties).every((k) => k === tagged.tag);
    if (!onlyTag) return node;
    const { properties: _tag, required: _required, type: _type, ...union } = node;
    return union;
  }
  const kept = Object.fromEntries(Object.entries(node).filter(([k]) => ANNOTATIONS.has(k) || k === TYPE_NAME));
  return { ...kept, oneOf: tagged.branches };
}

/** The fields of a `oneOf` whose every entry is a bare `required` list, else undefined. */
export function exactlyOneFields(node) {
  const bare =
    Array.isArray(node?.oneOf) &&
    node.oneOf.length > 1 &&
    node.oneOf.every((s) => isObject(s) && Object.keys(s).length === 1 && Array.isArray(s.required));
  return bare ? node.oneOf.map((s) => s.required) : undefined;
}

function exactlyOneAsUnion(node) {
  const groups = exactlyOneFields(node);
  if (!groups || !node.properties) return node;
  const { oneOf: _one, description, [TYPE_NAME]: name, ...body } = node;
  const branches = groups.map((fields) => ({ ...body, required: [...new Set([...(body.required ?? []), ...fields])] }));
  return {
    ...(description !== undefined && { description }),
    ...(name !== undefined && { [TYPE_NAME]: name }),
    oneOf: branches,
  };
}

function tupleAsItems(node) {
  if (!Array.isArray(node.prefixItems)) return node;
  const { prefixItems, items, minItems: _min, maxItems: _max, ...rest } = node;
  return {
    ...rest,
    items: prefixItems,
    minItems: prefixItems.length,
    ...(items === false && { additionalItems: false, maxItems: prefixItems.length }),
  };
}
