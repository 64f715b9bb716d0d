// @vitest-environment jsdom
/**
 * Paper badges: the wasm check of each preset's published numbers (`meta.reproduces`), what the
 * page draws from a real report, and a badge failing when the preset's numbers change.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ScenarioError, Solver } from '../../src/solver/wasm';
import { hasBadges } from '../../src/solver/paperReport';
import { engineTallies, formatMeasured, PaperBadgeList, publishedText } from '../../src/papers/PaperBadges';
import { ROOT } from './nativeCli';
import { at } from '../../src/util/at';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

const preset = (name: string) => JSON.parse(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8'));

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('paper badges through the wasm solver', () => {
  it("III-D's satellite reproduces eq (15)'s 13.6 in the fluid model; the packet run is judged too", () => {
    const report = solver.checkPaper(JSON.stringify(preset('III-D')), ['fluid', 'packet']);
    expect(report.paper).toBe('000');
    const badge = at(report.badges, 0);
    expect(publishedText(badge)).toBe('13.6 ± 0.05 Mbps');
    const fluid = badge.results.find((r) => r.engine === 'fluid')!;
    expect(fluid.pass).toBe(true);
    expect(formatMeasured(badge, fluid.measured!)).toBe('13.60');
    // The packet engine has no loss law (x/C)^beta: its satellite fills the link instead.
    const packet = badge.results.find((r) => r.engine === 'packet')!;
    expect(packet.pass).toBe(false);
    expect(packet.measured!).toBeGreaterThan(19);
    expect(engineTallies(report)).toEqual([
      { engine: 'fluid', passed: 1, total: 1 },
      { engine: 'packet', passed: 0, total: 1 },
    ]);
    // Only the asked engines run.
    expect(at(solver.checkPaper(JSON.stringify(preset('III-D')), ['fluid']).badges, 0).results).toHaveLength(1);
  });

  it('fails a badge when the preset changes: III-G at the paper-000 gain no longer gives 80.3 %', () => {
    const s = preset('III-G');
    s.sources[0].controller.a = 0.025; // III-G halves a; undo that
    const report = solver.checkPaper(JSON.stringify(s), ['fluid']);
    expect(at(at(report.badges, 0).results, 0).pass).toBe(false);
    expect(report.failed).toBe(1);
    expect(solver.checkPaper(JSON.stringify(preset('III-G')), ['fluid']).passed).toBe(1);
  });

  it('refuses malformed badges with the field named', () => {
    const s = preset('III-D');
    s.meta.reproduces[0].stat = 'median';
    expect(() => solver.checkPaper(JSON.stringify(s), ['fluid'])).toThrow(ScenarioError);
    try {
      solver.checkPaper(JSON.stringify(s), ['fluid']);
    } catch (e) {
      expect((e as ScenarioError).errors[0]).toMatch(/^meta\.reproduces\[0\]\.stat: must be one of min, max/);
    }
  });

  it('every preset index entry that reproduces a paper number carries badges the solver reads', () => {
    const index = JSON.parse(readFileSync(resolve(ROOT, 'public/presets.json'), 'utf8')) as {
      presets: Array<{ name: string }>;
    };
    const withBadges = index.presets.filter((p) => hasBadges(preset(p.name)));
    expect(withBadges.map((p) => p.name)).toEqual(expect.arrayContaining(['III-D', 'III-E', 'III-G', '004-roadside']));
  });
});

describe('the badge list', () => {
  it('draws each outcome pass or fail with the paper beside it (a miss is shown, not hidden)', () => {
    const report = solver.checkPaper(JSON.stringify(preset('001-shared-bottleneck')), ['fluid', 'packet']);
    act(() => root.render(<PaperBadgeList state={{ report, error: null, pending: false }} count={1} />));
    expect(container.querySelector('summary')?.textContent).toBe("The paper's published numbers (1): fluid 0/1");
    const item = container.querySelector('.paper-badges li')!;
    const chip = item.querySelector('.paper-badge')!;
    expect(chip.classList.contains('fail')).toBe(true);
    expect(chip.textContent).toMatch(/^✗ fluid 1\.6\d$/);
    expect(item.textContent).toContain('paper 0.95-1.03, §V-D, Fig 9');
    expect(item.textContent).toContain('(Two-level (mHIP))');
  });
});
