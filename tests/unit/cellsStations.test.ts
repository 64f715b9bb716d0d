/** Cell sites become stations (src/realdata/cells/stations.ts, techs.ts): laws, ids, links, limits. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { geoToPlane } from '../../src/geometry/geoFrame';
import { maxSitesAllowed, NEEDS_GEOGRAPHIC_FRAME, withCellSites } from '../../src/realdata/cells/stations';
import { ALPHA_D0, DEFAULT_TECH_LAWS, radioOf, reachOf } from '../../src/realdata/cells/techs';
import type { CellSite } from '../../src/realdata/cells/types';
import type { Scenario } from '../../src/scenario/types';

const ORIGIN = { originLatDeg: 48.8584, originLonDeg: 2.2945 };

/** The roadside preset (a 3G channel, a roadside station linked from the middle) on the map with a drawn path. */
function geoScenario(): Scenario {
  const s = JSON.parse(readFileSync('public/scenarios/004-roadside.json', 'utf8')) as Scenario;
  s.frame = { kind: 'geographic', ...ORIGIN };
  return s;
}

function site(radio: CellSite['radio'], latDeg: number, lonDeg: number, rangeM: number | null = null): CellSite {
  // A WiFi site has its own name (as from a GeoJSON feature); the others are CSV rows, without one.
  const name = radio === 'WiFi' ? '<b>site</b>' : null;
  return { radio, latDeg, lonDeg, rangeM, label: `${radio} <b>site</b>`, name, distanceM: 10 };
}

const CHOICE = { laws: DEFAULT_TECH_LAWS, keepStations: false };

describe('technology laws', () => {
  it('defaults per technology, the reach from the range clamped to 50..20000 m', () => {
    expect(DEFAULT_TECH_LAWS.LTE).toEqual({ capacityMbps: 27.3, reachM: 1500 });
    expect(DEFAULT_TECH_LAWS.NR.capacityMbps).toBe(166);
    expect(DEFAULT_TECH_LAWS.WiFi.capacityMbps).toBe(20);
    expect(reachOf(null, DEFAULT_TECH_LAWS.GSM)).toBe(5000);
    expect(reachOf(0, DEFAULT_TECH_LAWS.GSM)).toBe(5000);
    expect(reachOf(10, DEFAULT_TECH_LAWS.GSM)).toBe(50);
    expect(reachOf(1e6, DEFAULT_TECH_LAWS.GSM)).toBe(20000);
    expect(reachOf(1234, DEFAULT_TECH_LAWS.GSM)).toBe(1234);
    expect(['gsm', 'Umts', 'CDMA', 'lte', 'NR', 'WIFI', 'WiFi', 'wi-fi', '5G'].map(radioOf)).toEqual([
      'GSM',
      'UMTS',
      'CDMA',
      'LTE',
      'NR',
      'WiFi',
      'WiFi',
      'WiFi',
      null,
    ]);
  });
});

describe('sites to stations', () => {
  it('replaces the placed stations: positions in the frame, capacities and decays by technology, readable ids, links moved', () => {
    const s = geoScenario();
    const sites = [
      site('LTE', 48.86, 2.3, 800),
      site('LTE', 48.861, 2.301),
      site('NR', 48.859, 2.299),
      site('WiFi', 48.8585, 2.2946),
    ];
    const result = withCellSites(s, sites, CHOICE);
    if (!('scenario' in result)) throw new Error(result.error);
    const out = result.scenario;
    expect(out.stations!.map((st) => st.id)).toEqual(['LTE-1', 'LTE-2', 'NR-1', 'WiFi-1']);
    const [lte1, lte2, nr, wifi] = out.stations!;
    const p = geoToPlane(ORIGIN, { latDeg: 48.86, lonDeg: 2.3 });
    expect(lte1!.position.xM).toBeCloseTo(p.xM, 1);
    expect(lte1!.position.yM).toBeCloseTo(p.yM, 1);
    expect(lte1!.capacityMbps).toBe(27.3);
    expect(lte1!.decay).toEqual({ law: 'logistic', d0M: 800, alphaPerM: ALPHA_D0 / 800 });
    expect(lte2!.decay).toEqual({ law: 'logistic', d0M: 1500, alphaPerM: ALPHA_D0 / 1500 });
    expect(nr!.capacityMbps).toBe(166);
    expect(wifi!.capacityMbps).toBe(20);
    // The map shows the short id; a site's own name is its label, as text.
    expect(wifi!.label).toBe('<b>site</b>');
    expect(lte1!.label).toBeUndefined();
    // Cell sites are totalled as "cellular", WiFi sites as the default "wifi".
    expect([lte1!.group, nr!.group, wifi!.group]).toEqual(['cellular', 'cellular', undefined]);
    // The node that reached the roadside unit reaches the sites; the channel's link stays.
    const links = out.platforms![0]!.links!;
    const before = s.platforms![0]!.links!;
    const stationIds = new Set(s.stations!.map((st) => st.id));
    for (const l of before) {
      const after = links.find((x) => x.node === l.node)!;
      const channels = l.to.filter((t) => !stationIds.has(t));
      expect(after.to).toEqual(
        l.to.some((t) => stationIds.has(t)) ? [...channels, 'LTE-1', 'LTE-2', 'NR-1', 'WiFi-1'] : l.to,
      );
    }
    expect(out.channels).toEqual(s.channels);
    // Nothing else changed, and the scenario passed in is untouched.
    expect(s.stations!.map((st) => st.id)).toEqual(['RSU']);
  });

  it('keeps the placed stations when asked, with new ids that do not clash', () => {
    const s = geoScenario();
    s.stations![0]!.id = 'LTE-1';
    s.platforms![0]!.links = s.platforms![0]!.links!.map((l) => ({
      ...l,
      to: l.to.map((t) => (t === 'RSU' ? 'LTE-1' : t)),
    }));
    const result = withCellSites(s, [site('LTE', 48.86, 2.3)], { ...CHOICE, keepStations: true });
    if (!('scenario' in result)) throw new Error(result.error);
    expect(result.scenario.stations!.map((st) => st.id)).toEqual(['LTE-1', 'LTE-2']);
    expect(result.scenario.platforms![0]!.links!.find((l) => l.to.includes('LTE-1'))!.to).toContain('LTE-2');
  });

  it('edited laws are used', () => {
    const laws = { ...DEFAULT_TECH_LAWS, LTE: { capacityMbps: 50, reachM: 700 } };
    const result = withCellSites(geoScenario(), [site('LTE', 48.86, 2.3)], { laws, keepStations: false });
    if (!('scenario' in result)) throw new Error(result.error);
    expect(result.scenario.stations![0]).toMatchObject({ capacityMbps: 50, decay: { d0M: 700 } });
  });

  it("a scenario with no station linked: the first platform's middle reaches the sites", () => {
    const s = geoScenario();
    s.stations = [];
    s.platforms![0]!.links = s
      .platforms![0]!.links!.map((l) => ({ ...l, to: l.to.filter((t) => t !== 'RSU') }))
      .filter((l) => l.to.length > 0);
    const result = withCellSites(s, [site('GSM', 48.86, 2.3)], CHOICE);
    if (!('scenario' in result)) throw new Error(result.error);
    expect(result.scenario.platforms![0]!.links!.find((l) => l.node === 'middle')!.to).toContain('GSM-1');
  });

  it('refuses a planar frame: import a track first', () => {
    const s = geoScenario();
    s.frame = { kind: 'planar' };
    expect(withCellSites(s, [site('LTE', 0, 0)], CHOICE)).toEqual({ error: NEEDS_GEOGRAPHIC_FRAME });
    expect(NEEDS_GEOGRAPHIC_FRAME).toMatch(/import a track first/);
  });

  it("the most sites stays within the page's 500 map objects and 2000 chart series", () => {
    const s = geoScenario();
    // One node links to a station: each site adds a route and a resource.
    const allowed = maxSitesAllowed(s, false);
    expect(allowed).toBe(500 - (s.channels ?? []).length - 1);
    const three = geoScenario();
    three.platforms![0]!.links = ['head', 'middle', 'tail'].map((node) => ({ node: node as 'head', to: ['RSU'] }));
    expect(maxSitesAllowed(three, false)).toBe(Math.floor((2000 - 1 - (s.channels ?? []).length) / 6));
  });
});

describe('the solver accepts the result', () => {
  it("at the page's most sites, three linked nodes, every technology", async () => {
    const { Solver } = await import('../../src/solver/wasm');
    const { acceptScenario } = await import('../../src/share/acceptance');
    const solver = await Solver.fromBytes(readFileSync('src/wasm/mpsolver.wasm'));
    const s = geoScenario();
    s.platforms![0]!.links = [
      { node: 'head', to: ['RSU'] },
      { node: 'middle', to: ['RSU', ...(s.channels ?? []).map((c) => c.id)] },
      { node: 'tail', to: ['RSU'] },
    ];
    const n = maxSitesAllowed(s, false);
    const techs = ['GSM', 'UMTS', 'CDMA', 'LTE', 'NR', 'WiFi'] as const;
    const sites = Array.from({ length: n }, (_, k) => site(techs[k % 6]!, 48.85 + k * 1e-4, 2.29, k % 2 ? 100 : null));
    const result = withCellSites(s, sites, CHOICE);
    if (!('scenario' in result)) throw new Error(result.error);
    const accepted = acceptScenario(solver, JSON.parse(JSON.stringify(result.scenario)));
    expect('errors' in accepted ? accepted.errors : []).toEqual([]);
    // One more site is over the page's limits.
    const over = withCellSites(s, [...sites, site('LTE', 48.9, 2.3)], CHOICE);
    if (!('scenario' in over)) throw new Error(over.error);
    const refused = acceptScenario(solver, JSON.parse(JSON.stringify(over.scenario)));
    expect('errors' in refused ? refused.errors.join('\n') : '').toMatch(/series|legend/);
  });
});
