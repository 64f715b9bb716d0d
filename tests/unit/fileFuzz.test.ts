import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readScenarioText } from '../../src/share/importScenario';
import { Solver } from '../../src/solver/wasm';
import { fuzzCount, fuzzTimeoutMs, shown } from './fuzzCount';
import { rng } from './random';
import { at } from '../../src/util/at';
import { deepMeta, hasNonFinite, keepDifferences } from './keepCheck';

const ROOT = resolve(__dirname, '../..');
const FILES = readdirSync(resolve(ROOT, 'public/scenarios')).filter((f) => f.endsWith('.json'));
const TEXTS = FILES.map((f) => readFileSync(resolve(ROOT, 'public/scenarios', f), 'utf8'));
let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

const JUNK = ['{', '}', '[', ']', ',', ':', '"', '-', '1e999', 'NaN', 'null', 'true', '0', '\\u0000', 'é', ' '];

/** `text` with its `meta` nested 1 to 130 levels deep (the solver's reader takes up to about 126). */
function nestMeta(text: string, random: () => number): string {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return text;
    return JSON.stringify({ ...value, meta: deepMeta(1 + Math.floor(random() * 130)) });
  } catch {
    return text;
  }
}

/** A mutated copy of `text`: cut short, or with characters flipped, inserted or removed, or a deep `meta`. */
function mutate(text: string, random: () => number): string {
  const at = () => Math.floor(random() * text.length);
  switch (Math.floor(random() * 5)) {
    case 4:
      return nestMeta(text, random);
    case 0:
      return text.slice(0, at());
    case 1: {
      const i = at();
      return text.slice(0, i) + JUNK[Math.floor(random() * JUNK.length)] + text.slice(i + 1);
    }
    case 2: {
      const i = at();
      return text.slice(0, i) + JUNK[Math.floor(random() * JUNK.length)] + text.slice(i);
    }
    default: {
      const i = at();
      return text.slice(0, i) + text.slice(i + 1 + Math.floor(random() * 20));
    }
  }
}

const FILES_COUNT = fuzzCount('files');

/** The parsed JSON of `text`, or undefined. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

describe('opening mutated and truncated scenario files', () => {
  it(
    `${shown(FILES_COUNT)} files: each loads a valid scenario, kept unchanged by autosave, link and file, or is refused with field-named messages`,
    async () => {
      const random = rng(0x5eed);
      let loaded = 0;
      let refused = 0;
      let deep = 0;
      const differences: string[] = [];
      for (let k = 0; k < FILES_COUNT; k += 1) {
        let text = at(TEXTS, k % TEXTS.length);
        const rounds = 1 + Math.floor(random() * 3);
        for (let m = 0; m < rounds; m += 1) text = mutate(text, random);
        const result = readScenarioText(solver, 'f.json', text);
        if ('scenario' in result) {
          loaded += 1;
          expect(solver.check(JSON.stringify(result.scenario))).toEqual([]);
          // What the page accepts it keeps (issue 23, item 5); a number JSON cannot hold is refused (item 7).
          if (hasNonFinite(parsed(text))) differences.push(`a non-finite number was accepted: ${text.slice(0, 200)}`);
          for (const d of await keepDifferences(solver, result.scenario))
            if (differences.length < 10) differences.push(d);
        } else {
          if (result.errors.some((e) => e.includes('levels deep'))) deep += 1;
          refused += 1;
          expect(result.errors.length).toBeGreaterThan(0);
          // `path: message`; a path may hold a JSON-quoted odd key, colons included.
          for (const e of result.errors)
            expect(e).toMatch(/^f\.json: (?:[^:"]|"(?:[^"\\]|\\.)*")+: |^f\.json: not valid JSON/);
        }
      }
      console.log(`mutated files: ${loaded} loaded, ${refused} refused (${deep} nested too deeply)`);
      expect(differences).toEqual([]);
      expect(deep).toBeGreaterThan(FILES_COUNT / 100);
      expect(loaded + refused).toBe(FILES_COUNT);
      expect(refused).toBeGreaterThan(FILES_COUNT / 2);
    },
    fuzzTimeoutMs('files', 120_000),
  );
});
