/**
 * Bounded errors: every error list the decoders return or the page shows keeps its first 20 lines
 * and ends with "and N more". A link of 120,000 duplicate route ids used to put millions of
 * characters into the notice.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { linkNotice, openLink } from '../../src/share/ui/linkView';
import { readQueryParams } from '../../src/state/queryParams';
import type { Scenario } from '../../src/scenario/types';
import { encodeLink } from '../../src/share/linkCodec';
import { checkPayload } from '../../src/share/scenarioShape';
import { readScenarioText } from '../../src/share/importScenario';
import { MAX_LISTED_ERRORS, capErrors } from '../../src/solver/errorList';
import { Solver } from '../../src/solver/wasm';

const ROOT = resolve(__dirname, '../..');
const wasmBytes = () => readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm'));

// The main thread's solver, loaded from the file instead of a URL (Node has no server).
vi.mock('../../src/state/useGeometry', () => {
  let solver: Promise<Solver> | null = null;
  return {
    mainThreadSolver: () => (solver ??= Solver.fromBytes(wasmBytes())),
    discardMainThreadSolver: () => (solver = null),
  };
});

const preset = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/000-convoy-controllers.json'), 'utf8'));

/** The preset plus 24 sources of 5,000 routes over the same channel: 24 x 4,999 duplicate route ids. */
function duplicateRoutes(): Scenario {
  const routes = Array.from({ length: 5000 }, () => ({ via: ['sat'] }));
  const extra = Array.from({ length: 24 }, (_, i) => ({ id: `dup${i}`, routes }));
  return { ...preset, comparison: undefined, sources: [...preset.sources, ...extra] } as Scenario;
}

describe('bounded errors', () => {
  it('capErrors keeps the first 20 and counts the rest', () => {
    const many = Array.from({ length: 25 }, (_, i) => `e${i}`);
    expect(capErrors(many)).toEqual([...many.slice(0, 20), 'and 5 more']);
    expect(capErrors(many.slice(0, 20))).toEqual(many.slice(0, 20));
    expect(MAX_LISTED_ERRORS).toBe(20);
  });

  it('the link shape check says how many more it found', () => {
    const stations = Array.from({ length: 40 }, () => ({ bogus: 1 }));
    const errors = checkPayload({ scenario: { ...preset, stations } }, true);
    expect(errors).toHaveLength(21);
    expect(errors[0]).toBe('scenario.stations[0].bogus: unknown field');
    expect(errors[20]).toMatch(/^and [1-9]\d* more$/);
  });

  it("a link of 119,976 duplicate route ids gives a short notice: 20 of the solver's errors and the count", async () => {
    const hash = `#${await encodeLink(duplicateRoutes(), {})}`;
    expect(hash.length).toBeLessThan(20_000);
    const opened = await openLink(hash);
    expect('error' in opened).toBe(true);
    const notice = linkNotice((opened as { error: string }).error);
    expect(notice.length).toBeLessThan(3000);
    expect(notice).toContain('route id "dup0-sat" is already used by');
    // The solver caps its own list (solver/src/scenario/reader.rs): its last line counts the rest.
    expect(notice).toMatch(/; \(root\): and 119956 more errors$/);
  }, 60_000);

  it('the query reader reports 20 unknown names and counts the rest', () => {
    const names = Array.from({ length: 5000 }, (_, i) => `nope${i}`).join(',');
    const { problems } = readQueryParams(`?lesson=1&charts=${names}`);
    expect(problems).toHaveLength(21);
    expect(problems[0]).toMatch(/^lesson parameter charts: unknown chart "nope0"/);
    expect(problems[20]).toBe('and 4980 more');
  });

  it('a file of the same scenario is refused with 21 lines', async () => {
    const solver = await Solver.fromBytes(wasmBytes());
    const result = readScenarioText(solver, 'dup.json', JSON.stringify(duplicateRoutes()));
    const errors = (result as { errors: string[] }).errors;
    expect(errors).toHaveLength(21);
    expect(errors[20]).toBe('dup.json: (root): and 119956 more errors');
    expect(errors.join('\n').length).toBeLessThan(3000);
  }, 60_000);
});

describe('a list the solver already capped', () => {
  it('is kept as it is when it fits, and counted together with it when it does not', () => {
    const solverCapped = [...Array.from({ length: 20 }, (_, i) => `e${i}`), '(root): and 7 more errors'];
    expect(capErrors(solverCapped)).toEqual(solverCapped);
    const longer = [...Array.from({ length: 25 }, (_, i) => `e${i}`), '(root): and 7 more errors'];
    expect(capErrors(longer)).toEqual([...longer.slice(0, 20), 'and 12 more']);
  });
});
