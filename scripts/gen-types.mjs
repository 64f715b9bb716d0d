/** Writes src/scenario/types.ts from docs/scenario.schema.json (npm run gen:types). */
import { readFileSync, writeFileSync } from 'node:fs';
import { SCHEMA_PATH, TYPES_PATH, schemaToTypes } from './schemaToTypes.mjs';

const schema = JSON.parse(readFileSync(SCHEMA_PATH, 'utf8'));
writeFileSync(TYPES_PATH, await schemaToTypes(schema));
console.log(`wrote ${TYPES_PATH}`);
