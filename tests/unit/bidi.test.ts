// @vitest-environment jsdom
/**
 * Bidi isolation: a right-to-left override (U+202E) in a label must not reverse the app's own text
 * after it. Wherever user text is set into the app's sentences it is wrapped in FIRST STRONG
 * ISOLATE ... POP DIRECTIONAL ISOLATE, and the app's text after it stays outside the isolate.
 */
import { describe, expect, it } from 'vitest';
import { FSI, PDI, isolate } from '../../src/scenario/userText';
import { pathTimeLabel } from '../../src/map/pathLayer';
import { stationAriaLabel } from '../../src/map/stationLayer';
import { comparisonVerdict } from '../../src/compare/verdict';
import { compareRows } from '../../src/compare/compareRows';
import { variantSummaries, TWO_RELAYS } from './compareFixtures';
import { at } from '../../src/util/at';

const RLO = '\u202E';
const EVIL = `${RLO}yovnoC`;

/** The app's text after the isolated label: everything after the PDI that closes it. */
function afterIsolate(text: string, label: string): string {
  const start = text.indexOf(`${FSI}${label}${PDI}`);
  expect(start, text).toBeGreaterThanOrEqual(0);
  return text.slice(start + label.length + 2);
}

describe('isolate', () => {
  it('wraps text that can reorder its surroundings, and only that', () => {
    expect(isolate(EVIL)).toBe(`\u2068${RLO}yovnoC\u2069`);
    expect(isolate('שיירה')).toBe('\u2068שיירה\u2069');
    expect(isolate('قافلة')).toBe('\u2068قافلة\u2069');
    expect(isolate(`a\u2067b`)).toBe(`\u2068a\u2067b\u2069`);
    expect(isolate('Convoy (B1)')).toBe('Convoy (B1)');
    expect(isolate(undefined)).toBe('');
  });
});

describe('user text in the app text', () => {
  it('the path tooltip and the station name keep their own words outside the label', () => {
    expect(pathTimeLabel(EVIL, 12)).toBe(`${FSI}${EVIL}${PDI} · t = 12 s`);
    expect(afterIsolate(pathTimeLabel(EVIL, 12), EVIL)).toBe(' · t = 12 s');
    expect(stationAriaLabel({ id: 'B1', label: EVIL } as never)).toBe(`Base station ${FSI}${EVIL}${PDI}`);
  });

  it('the comparison verdict and table isolate the variant and source labels', async () => {
    const scenario = structuredClone(TWO_RELAYS);
    at(scenario.sources, 0).label = EVIL;
    at(scenario.comparison.variants, 0).label = `${RLO}AIL`;
    const columns = await variantSummaries(scenario);
    const verdict = comparisonVerdict(columns, 'mp')!;
    expect(verdict).toContain(`${FSI}${RLO}AIL${PDI}`);
    expect(verdict).not.toMatch(new RegExp(`(^|[^${FSI}])${RLO}`));
    const rows = compareRows(columns, 'mp');
    expect(at(rows, 0).section).toBe(`${FSI}${EVIL}${PDI} (compared)`);
  });
});
