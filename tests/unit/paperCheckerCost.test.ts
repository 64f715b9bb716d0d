/**
 * Issue 23 item 4: a background paper check obeys the page's cost verdict. III-D over 2e5 s is
 * held on the page ("Not started: over the cost limits"); its badge job must not start either.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PaperChecker } from '../../src/papers/paperChecker';
import type { JobGroup } from '../../src/solver/service';
import type { PaperReport } from '../../src/solver/paperReport';
import { Solver } from '../../src/solver/wasm';

const ROOT = resolve(__dirname, '../..');

// The main thread's solver, loaded from the file instead of a URL (Node has no server).
vi.mock('../../src/state/useGeometry', () => {
  let solver: Promise<Solver> | null = null;
  return {
    mainThreadSolver: () => (solver ??= Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')))),
    discardMainThreadSolver: () => (solver = null),
  };
});

/** A badges group that records the checks it was asked to start and answers each with `report`. */
function recordingJobs(report: PaperReport): { jobs: JobGroup; started: string[] } {
  const started: string[] = [];
  const jobs = {
    checkPaper: (scenarioJson: string) => {
      started.push(scenarioJson);
      return Promise.resolve(report);
    },
    cancel: () => undefined,
  } as unknown as JobGroup;
  return { jobs, started };
}

const iiiD = () => JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/III-D.json'), 'utf8'));

describe('paper checks and the cost verdict', () => {
  it('does not start the badge job of III-D over 2e5 s, and says why', async () => {
    const scenario = iiiD();
    scenario.solver.durationS = 2e5;
    const { jobs, started } = recordingJobs({} as PaperReport);
    const checker = new PaperChecker(jobs);
    await expect(checker.check(JSON.stringify(scenario))).rejects.toThrow(
      /^not checked: over the cost limits: solver\.durationS: about [\d.]+ s to solve/,
    );
    expect(started).toEqual([]);
  });

  it('starts the badge job of III-D as shipped (within the limits)', async () => {
    const scenario = iiiD();
    const report = { marker: 'measured' } as unknown as PaperReport;
    const { jobs, started } = recordingJobs(report);
    const json = JSON.stringify(scenario);
    await expect(new PaperChecker(jobs).check(json)).resolves.toBe(report);
    expect(started).toEqual([json]);
  });
});
