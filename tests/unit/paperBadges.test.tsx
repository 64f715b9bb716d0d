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
import { formatMeasured, PaperBadgeList, PaperBadgeTally, publishedText } from '../../src/papers/PaperBadges';
import {
  COMPARISON_REASON,
  engineVerdicts,
  FLUID_MODEL_REASON,
  MEASUREMENT_REASON,
  PACKET_REASON,
  PACKET_SIMULATION_REASON,
  verdictWords,
} from '../../src/papers/badgeVerdicts';
import { DifferenceList } from '../../src/papers/BadgeReason';
import { editedParts, isEditedPreset } from '../../src/papers/presetEdited';
import { scenarioReducer } from '../../src/state/scenarioReducer';
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
  it("III-D's satellite reproduces eq (15)'s 13.6 in the fluid model; the packet run is a comparison", () => {
    const report = solver.checkPaper(JSON.stringify(preset('III-D')), ['fluid', 'packet']);
    expect(report.paper).toBe('000');
    const badge = at(report.badges, 0);
    expect(publishedText(badge)).toBe('13.6 ± 0.05 Mbps');
    const fluid = badge.results.find((r) => r.engine === 'fluid')!;
    expect(fluid.pass).toBe(true);
    expect(formatMeasured(badge, fluid.measured!)).toBe('13.60');
    // The packet engine has no loss law (x/C)^beta: its satellite fills the link instead. Eq (15)
    // is a fluid-model result, so that value is shown beside it, not judged.
    expect(badge.kind).toBe('fluid-model');
    const packet = badge.results.find((r) => r.engine === 'packet')!;
    expect([packet.judged, fluid.judged]).toEqual([false, true]);
    expect(packet.measured!).toBeGreaterThan(19);
    expect([report.passed, report.failed, report.compared]).toEqual([1, 0, 1]);
    const verdicts = engineVerdicts(report);
    expect(verdicts.map((v) => [v.engine, v.matched, v.total, v.comparisons.length, v.problem])).toEqual([
      ['fluid', 1, 1, 0, false],
      ['packet', 0, 0, 1, false],
    ]);
    expect(verdicts.map(verdictWords)).toEqual(['fluid: matches the paper', 'packet: for comparison']);
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
  it('draws a value of the other kind as a comparison, in words, neutral, with the paper beside it', () => {
    const report = solver.checkPaper(JSON.stringify(preset('001-shared-bottleneck')), ['fluid', 'packet']);
    act(() => root.render(<PaperBadgeList state={{ report, error: null, pending: false }} count={1} />));
    expect(container.querySelector('summary')?.textContent).toBe(
      "The paper's published numbers (1): fluid for comparison",
    );
    const item = container.querySelector('.paper-badges li')!;
    const chip = item.querySelector('.paper-badge')!;
    // Paper 001 §V-D is an ns-2 result: the fluid preset's value is a comparison, never a miss.
    expect([...chip.classList]).toEqual(['paper-badge', 'comparison']);
    expect(chip.textContent).toMatch(/^fluid: 1\.6\d \(comparison; the paper's claim is a packet-simulation result\)$/);
    expect(item.textContent).toContain('paper 0.95-1.03, §V-D, Fig 9');
    expect(item.textContent).toContain('(Two-level (mHIP))');
  });
});

describe('badges that inform', () => {
  it('III-D\'s landing chips read "fluid: matches the paper" and "packet: for comparison, see values"; the dialog words the comparison', () => {
    const report = solver.checkPaper(JSON.stringify(preset('III-D')), ['fluid', 'packet']);
    act(() => root.render(<PaperBadgeTally state={{ report, error: null, pending: false }} />));
    const chips = [...container.querySelectorAll('.paper-badge')];
    expect(chips.map((c) => c.textContent)).toEqual(['fluid: matches the paper', 'packet: for comparison, see values']);
    expect(chips[1]!.tagName).toBe('BUTTON');
    // No red or amber for a comparison.
    expect([...chips[1]!.classList]).toEqual(['paper-badge', 'comparison']);
    const packet = at(engineVerdicts(report), 1);
    act(() => root.render(<DifferenceList verdict={packet} />));
    const item = container.querySelector('.badge-reason__list li')!.textContent!;
    expect(item).toMatch(
      /^§III-D, eq \(15\): the satellite's level at the end, .*\. The paper: 13\.6 ± 0\.05 Mbps; packet: (19|20)\.\d\d Mbps \(comparison; the paper's claim is a fluid-model result\)\.$/,
    );
    expect(container.querySelector('.badge-reason__why')!.textContent).toBe(`${COMPARISON_REASON} ${PACKET_REASON}`);
  });

  it("marks only the fluid run's miss of a fluid-model result as a problem; a packet-simulation or field miss is neutral", () => {
    const e = engineVerdicts(solver.checkPaper(JSON.stringify(preset('III-E')), ['fluid']));
    expect(e.map((v) => [v.engine, v.matched, v.total, v.problem])).toEqual([['fluid', 9, 9, false]]);
    // Doubling the gain moves eq (15)'s level: the fluid run misses a fluid-model result.
    const changed = preset('III-D');
    changed.sources[0].controller.a = 0.05;
    const moved = at(engineVerdicts(solver.checkPaper(JSON.stringify(changed), ['fluid'])), 0);
    expect([moved.matched, moved.total, moved.problem]).toEqual([0, 1, true]);
    expect(verdictWords(moved)).toBe('fluid: differs');
    act(() => root.render(<DifferenceList verdict={moved} />));
    expect(container.querySelector('.badge-reason__why')!.textContent).toBe(FLUID_MODEL_REASON);
    // Paper 002's relays are an ns-3 result: the fluid preset only compares.
    const relays = engineVerdicts(solver.checkPaper(JSON.stringify(preset('002-relays-tcp')), ['fluid']));
    expect(relays.map((v) => [v.engine, v.matched, v.total, v.comparisons.length, v.problem])).toEqual([
      ['fluid', 0, 0, 2, false],
    ]);
    // Paper 004's Table V is a field measurement: judged, and its miss is worded as such.
    const field = at(engineVerdicts(solver.checkPaper(JSON.stringify(preset('004-roadside')), ['fluid'])), 0);
    expect([field.total, field.problem]).toEqual([1, false]);
    act(() => root.render(<DifferenceList verdict={field} />));
    expect(container.querySelector('.badge-reason__why')!.textContent).toBe(MEASUREMENT_REASON);
  });

  it("words a packet engine's miss of a packet-simulation result by its cause, not the fluid model's loss law", () => {
    const report = solver.checkPaper(JSON.stringify(preset('001-two-paths-packet')), ['packet']);
    const packet = at(engineVerdicts(report), 0);
    expect(packet.total).toBe(3);
    expect(packet.problem).toBe(false);
    act(() => root.render(<DifferenceList verdict={packet} />));
    expect(container.querySelector('.badge-reason__why')!.textContent).toBe(PACKET_SIMULATION_REASON);
  });
});

describe('an edited preset', () => {
  it('is the preset changed: a moved station is an edit, an undo back to its exact scenario or an engine switch is not', () => {
    const p = preset('III-D');
    expect(isEditedPreset(p, p)).toBe(false);
    expect(isEditedPreset(JSON.parse(JSON.stringify(p)), p)).toBe(false);
    const moved = scenarioReducer(p, { type: 'moveStation', id: 'B2', position: { xM: 100, yM: 20 } });
    expect(isEditedPreset(moved, p)).toBe(true);
    expect(isEditedPreset(scenarioReducer(p, { type: 'setEngine', engine: 'packet' }), p)).toBe(false);
    // Another preset (another title) is not judged against this one.
    expect(isEditedPreset(preset('III-G'), p)).toBe(false);
  });

  it("judges every preset with a Watch for (III-C has no paper numbers), and a lesson's own edits are not edits", () => {
    const c = preset('III-C');
    const moved = scenarioReducer(c, { type: 'moveStation', id: 'B3', position: { xM: 600, yM: 0 } });
    expect(isEditedPreset(moved, c)).toBe(true);
    // The card names what changed.
    expect(editedParts(moved, c)).toEqual(['station B3']);
    expect(editedParts(scenarioReducer(c, { type: 'setEngine', engine: 'packet' }), c)).toEqual([]);
    const lesson = JSON.parse(readFileSync(resolve(ROOT, 'public/lessons/coupled-vs-uncoupled.json'), 'utf8'));
    const lia = scenarioReducer(lesson, {
      type: 'setController',
      sourceId: 'mhip',
      controller: { kind: 'lia', packetBytes: 1250 },
    });
    expect(isEditedPreset(lia, lesson)).toBe(false);
    expect(isEditedPreset(scenarioReducer(lia, { type: 'setEngine', engine: 'packet' }), lesson)).toBe(false);
    const other = scenarioReducer(lesson, {
      type: 'setController',
      sourceId: 'mhip',
      controller: { kind: 'olia', packetBytes: 1250 } as never,
    });
    expect(isEditedPreset(other, lesson)).toBe(true);
  });
});
