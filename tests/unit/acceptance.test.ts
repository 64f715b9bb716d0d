/**
 * The page's one acceptance rule (src/share/acceptance.ts, issue 23 items 5 and 7c): what a file,
 * a link or the autosave brings in is accepted by one rule, so that what the page accepts it keeps
 * (through an autosave and a reload, a link and a file, keepCheck.ts) and what it could not keep is
 * refused at the door, naming the field: a `meta` nested deeper than the page keeps, a number JSON
 * cannot hold (1e400, which JSON.parse reads as Infinity and the CLI refuses as "number out of
 * range").
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/scenario/types';
import { acceptScenario } from '../../src/share/acceptance';
import { readScenarioText } from '../../src/share/importScenario';
import { MAX_FIELD_LEVELS, MAX_SCENARIO_BYTES, utf8Bytes } from '../../src/share/limits';
import { decodeLink, encodeLink, openCheckedLink } from '../../src/share/linkCodec';
import { AUTOSAVE_KEY } from '../../src/state/autosave';
import { openSavedWork } from '../../src/state/savedWork';
import { memoryStorage } from '../../src/state/storage';
import { Solver } from '../../src/solver/wasm';
import { deepMeta, keepDifferences } from './keepCheck';

const ROOT = resolve(__dirname, '../..');
const text = (name: string) => readFileSync(resolve(ROOT, 'public/scenarios', `${name}.json`), 'utf8');
const preset = (name: string) => JSON.parse(text(name)) as Scenario;
let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

/** A link of `json` made without the codec's checks (the page's encoder refuses what it cannot keep). */
async function rawLink(json: string): Promise<string> {
  const stream = new Blob([new TextEncoder().encode(json)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return `s=v1.${Buffer.from(await new Response(stream).arrayBuffer()).toString('base64url')}`;
}

describe('a deeply nested meta', () => {
  it.each([1, 60, MAX_FIELD_LEVELS])(
    '%i levels: opened from a file and kept through autosave, link and file',
    async (levels) => {
      const scenario = { ...preset('III-D'), meta: deepMeta(levels) };
      const file = readScenarioText(solver, 'deep.json', JSON.stringify(scenario));
      expect(file).toEqual({ scenario });
      expect(await keepDifferences(solver, scenario)).toEqual([]);
    },
  );

  it.each([MAX_FIELD_LEVELS + 1, 80, 125])(
    '%i levels: the solver reads it, the page refuses it at the door from a file, a link and the autosave',
    async (levels) => {
      const scenario = { ...preset('III-D'), meta: deepMeta(levels) };
      const json = JSON.stringify(scenario);
      expect(solver.check(json)).toEqual([]); // the CLI's reader takes it (up to 128 levels of JSON)
      const message = `meta: nested ${levels} levels deep; the page keeps at most ${MAX_FIELD_LEVELS}`;
      expect(readScenarioText(solver, 'deep.json', json)).toEqual({ errors: [`deep.json: ${message}`] });
      const link = await rawLink(JSON.stringify({ scenario, view: {} }));
      expect(await decodeLink(link)).toEqual({ ok: false, error: `scenario.${message}` });
      await expect(encodeLink(scenario, {})).rejects.toThrow(`scenario.${message}`);
      const store = memoryStorage();
      store.setItem(AUTOSAVE_KEY, json);
      const opened = await openSavedWork(store, () => Promise.resolve(solver));
      expect('notice' in opened && opened.notice).toContain(`could not be opened (${message})`);
    },
  );
});

describe('numbers JSON cannot hold', () => {
  it('1e400 in a file is refused by its field, as the CLI refuses it ("number out of range")', () => {
    const file = text('III-D').replace('"durationS": 540', '"durationS": 1e400');
    expect(file).not.toBe(text('III-D'));
    expect(readScenarioText(solver, 'big.json', file)).toEqual({
      errors: ['big.json: solver.durationS: number out of range'],
    });
    const inStation = text('III-D').replace('"xM": -200', '"xM": -1e400');
    expect(readScenarioText(solver, 'big.json', inStation)).toEqual({
      errors: ['big.json: stations[0].position.xM: number out of range'],
    });
  });

  it('the same in a link and the autosave', async () => {
    const json = JSON.stringify({ scenario: preset('III-D'), view: {} }).replace(
      '"durationS":540',
      '"durationS":1e400',
    );
    expect(await openCheckedLink(solver, await rawLink(json))).toEqual({
      error: 'scenario.solver.durationS: number out of range',
    });
    const store = memoryStorage();
    store.setItem(AUTOSAVE_KEY, text('III-D').replace('"durationS": 540', '"durationS": 1e400'));
    const opened = await openSavedWork(store, () => Promise.resolve(solver));
    expect('notice' in opened && opened.notice).toContain('(solver.durationS: number out of range)');
  });
});

describe('the size the page keeps', () => {
  it('a scenario over MAX_SCENARIO_BYTES is refused by size, one just under it is kept', async () => {
    const base = preset('III-D');
    const room = MAX_SCENARIO_BYTES - utf8Bytes(JSON.stringify({ ...base, description: '' }));
    const under = { ...base, description: 'd'.repeat(room) };
    expect(utf8Bytes(JSON.stringify(under))).toBe(MAX_SCENARIO_BYTES);
    const accepted = acceptScenario(solver, structuredClone(under));
    expect('scenario' in accepted && accepted.scenario.description === under.description).toBe(true);
    expect(await keepDifferences(solver, under)).toEqual([]);
    const over = { ...base, description: `${'d'.repeat(room - 1)}é` }; // é is 2 bytes in UTF-8
    const refused = acceptScenario(solver, over);
    expect('errors' in refused && refused.errors).toEqual([
      `(root): ${MAX_SCENARIO_BYTES + 1} bytes of JSON; the page keeps at most ${MAX_SCENARIO_BYTES}`,
    ]);
  });
});
