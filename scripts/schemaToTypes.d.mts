/** Types of schemaToTypes.mjs, for the tests that call it. */

/** Absolute path of the generated file, src/scenario/types.ts. */
export declare const TYPES_PATH: string;
/** Absolute path of the schema, docs/scenario.schema.json. */
export declare const SCHEMA_PATH: string;
/** The first lines of the generated file. */
export declare const BANNER: string;
/** The text of `src/scenario/types.ts` for `schema` (a parsed scenario schema). */
export declare function schemaToTypes(schema: unknown): Promise<string>;
