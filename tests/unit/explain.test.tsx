// @vitest-environment jsdom
/**
 * The page explains itself: the About panel (equations rendered by KaTeX, the papers cited in full
 * from public/presets.json, a first-visit invitation remembered in storage), the lesson card, the
 * map legend, the chart descriptions, the meaning of series names and the panels' "?" help.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ABOUT_INVITE_KEY, AboutPanel } from '../../src/about/AboutPanel';
import { citationHref, citationText, joinAuthors, readCitations } from '../../src/papers/citations';
import { modelEquations } from '../../src/about/equations';
import { LessonCard } from '../../src/lesson/ui/LessonCard';
import { scenarioReducer } from '../../src/state/scenarioReducer';
import { CHART_DESCRIPTIONS, CHART_NAMES } from '../../src/charts/chartNames';
import { seriesMeaning } from '../../src/charts/seriesMeaning';
import { MAP_LEGEND_ENTRIES, MapLegend } from '../../src/map/MapLegend';
import { StationPanel } from '../../src/panel/StationPanel';
import { schemaHelp } from '../../src/panel/FieldHelp';
import { memoryStorage } from '../../src/state/storage';
import { contentSecurityPolicy } from '../../scripts/csp';
import type { Scenario } from '../../src/scenario/types';
import { ROOT } from './nativeCli';
import { mountHost, unmountHost } from './reactHost';
import { at, valueAt } from '../../src/util/at';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const indexText = readFileSync(resolve(ROOT, 'public/presets.json'), 'utf8');
const index = JSON.parse(indexText) as { papers: Record<string, unknown> };
const preset = (name: string) =>
  JSON.parse(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8')) as Scenario;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  ({ container, root } = mountHost());
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(indexText, { headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => {
  unmountHost({ container, root });
  vi.unstubAllGlobals();
});

/** Lets pending fetches and their state updates settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await act(async () => await new Promise((r) => setTimeout(r, 0)));
}

describe('citations', () => {
  it('every paper of the index is a full record: authors, title, year, and a DOI or an address', () => {
    const papers = readCitations(index.papers);
    expect(Object.keys(papers)).toEqual(['000', '001', '002', '003', '004']);
    for (const [id, p] of Object.entries(papers)) {
      expect(p.authors.length, id).toBeGreaterThan(0);
      expect(p.title.length, id).toBeGreaterThan(20);
      expect(p.year, id).toBeGreaterThan(2000);
      expect(citationHref(p), id).toMatch(/^https?:\/\//);
    }
    expect(valueAt(papers, '000').authors).toEqual([
      'Andrei Iu. Bejan',
      'Richard J. Gibbens',
      'Yeon-sup Lim',
      'Don Towsley',
    ]);
    expect(citationHref(valueAt(papers, '001'))).toBe('https://doi.org/10.1007/978-3-642-20931-4_1');
    expect(citationText(valueAt(papers, '003'))).toContain('UM-CS-2011-005');
  });

  it('joins authors and drops malformed records (an old index of plain strings)', () => {
    expect(joinAuthors(['A'])).toBe('A');
    expect(joinAuthors(['A', 'B', 'C'])).toBe('A, B and C');
    expect(readCitations({ '000': 'the convoy paper (000)' })).toEqual({});
    expect(readCitations(null)).toEqual({});
  });
});

describe('the About panel', () => {
  it('renders the three equations with KaTeX (HTML and MathML)', () => {
    const eqs = modelEquations();
    expect(eqs.map((e) => e.name)).toEqual([
      'The rate law (Kelly-Voice)',
      'Capacity decays with distance',
      'The price: congestion at a resource, seen by a route',
    ]);
    for (const e of eqs) {
      expect(e.html).toContain('class="katex-display"');
      expect(e.html).toContain('<math');
    }
    expect(at(eqs, 0).html).toContain('<annotation encoding="application/x-tex">');
    expect(at(eqs, 0).tex).toContain(String.raw`\lambda_r(t)`);
  });

  it('opens on its button with the equations and the DOI, closes on Escape, and forgets the invitation', async () => {
    const store = memoryStorage();
    act(() => root.render(<AboutPanel store={store} />));
    expect(container.querySelector('.about-invite')?.textContent).toBe('New here? Start with');
    const open = [...container.querySelectorAll('button')].find((b) => b.textContent === 'What am I looking at?')!;
    act(() => open.click());
    await settle();
    const dialog = container.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.querySelectorAll('.katex-display')).toHaveLength(3);
    const doi = [...dialog.querySelectorAll('a')].find((a) => a.textContent === 'doi:10.1007/978-3-642-20931-4_1');
    expect(doi?.getAttribute('href')).toBe('https://doi.org/10.1007/978-3-642-20931-4_1');
    expect(dialog.querySelectorAll('.about-papers li')).toHaveLength(5);
    // An equation's source is a link a student can follow: to the paper's citation, in the dialog,
    // without touching the address (its fragment carries share links).
    const source = dialog.querySelector<HTMLAnchorElement>('.about-equation .about-source a')!;
    expect(source.textContent).toBe('paper 000');
    expect(dialog.querySelector('.about-equation .about-source')?.textContent).toBe('(paper 000, eq 1)');
    const hashBefore = location.hash;
    act(() => source.click());
    expect(location.hash).toBe(hashBefore);
    expect(document.activeElement?.id).toBe('about-paper-000');
    expect(dialog.textContent).not.toContain('docs/model.md');
    // Opening it counts as seeing the invitation.
    expect(store.getItem(ABOUT_INVITE_KEY)).toBe('1');
    expect(container.querySelector('.about-invite')).toBeNull();
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(container.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('does not invite a visitor who dismissed it before', () => {
    const store = memoryStorage();
    act(() => root.render(<AboutPanel store={store} />));
    act(() => container.querySelector<HTMLButtonElement>('.about-dismiss')!.click());
    expect(store.getItem(ABOUT_INVITE_KEY)).toBe('1');
    act(() => root.render(<></>));
    act(() => root.render(<AboutPanel store={store} />));
    expect(container.querySelector('.about-invite')).toBeNull();
    expect(container.querySelector('.about-button')).not.toBeNull();
  });

  it('lets the invitation wait while a lesson guides, without forgetting it', () => {
    const store = memoryStorage();
    act(() => root.render(<AboutPanel store={store} invite={false} />));
    expect(container.querySelector('.about-invite')).toBeNull();
    expect(container.querySelector('.about-dismiss')).toBeNull();
    expect(container.querySelector('.about-button')?.textContent).toBe('What am I looking at?');
    expect(store.getItem(ABOUT_INVITE_KEY)).toBeNull();
    act(() => root.render(<AboutPanel store={store} invite />));
    expect(container.querySelector('.about-invite')?.textContent).toBe('New here? Start with');
  });
});

describe('the lesson card', () => {
  it("keeps the loaded preset's Watch for, section and figures on screen, with the paper cited", async () => {
    const s = preset('III-C');
    act(() => root.render(<LessonCard scenario={s} />));
    await settle();
    const card = container.querySelector('details.lesson-card')!;
    expect(card.hasAttribute('open')).toBe(true);
    expect(card.querySelector('[data-testid="lesson-watch-for"]')?.textContent).toBe(s.meta!.watchFor);
    expect(card.querySelector('.lesson-card__source')?.textContent).toBe(
      'Reproduces Section III-C, Figs 7-8 of the convoy paper (000)',
    );
    const paper = card.querySelector('a')!;
    expect(paper.textContent).toBe('the convoy paper (000)');
    expect(paper.title).toBe('A Performance Analysis Study of Multipath Routing in a Hybrid Network with Mobile Users');
  });

  it('says when the guidance describes the other engine (a fluid preset switched to packets)', async () => {
    const s = scenarioReducer(preset('III-D'), { type: 'setEngine', engine: 'packet' });
    act(() => root.render(<LessonCard scenario={s} />));
    await settle();
    // The summary goes on with the paper badges' tally (checked in a worker, which jsdom lacks).
    expect(container.querySelector('summary')?.textContent).toMatch(/^Watch for · numbers of the fluid run( · |$)/);
    expect(container.querySelector('[data-testid="lesson-other-engine"]')?.textContent).toContain(
      'These numbers describe the fluid run; this one runs packet by packet',
    );
    // Back on the engine the guidance was written for, the note goes.
    act(() => root.render(<LessonCard scenario={scenarioReducer(s, { type: 'setEngine', engine: 'fluid' })} />));
    expect(container.querySelector('[data-testid="lesson-other-engine"]')).toBeNull();
  });

  it('shows nothing for a scenario without guidance', () => {
    const s = preset('III-C');
    delete s.meta;
    act(() => root.render(<LessonCard scenario={s} />));
    expect(container.innerHTML).toBe('');
  });
});

describe('the map legend and the charts', () => {
  it('explains markers, circles, H/M/T, the path and the epoch marks', () => {
    act(() => root.render(<MapLegend />));
    const terms = [...container.querySelectorAll('dt')].map((d) => d.textContent);
    expect(terms).toEqual([
      'Coloured dot with a name (B1, B2…)',
      'Dashed circle',
      'H',
      'M',
      'T',
      'Coloured line',
      't1, t2, …',
    ]);
    expect(MAP_LEGEND_ENTRIES.find(([t]) => t === 'H')?.[1]).toBe('head vehicle (links to the WiFi stations)');
    expect(container.textContent).toContain('every 30 s');
    expect(container.querySelector('details')?.hasAttribute('open')).toBe(false);
  });

  it('has a sentence for every chart name', () => {
    for (const name of CHART_NAMES) expect(CHART_DESCRIPTIONS[name].length, name).toBeGreaterThan(40);
  });

  it('says what series names mean', () => {
    expect(seriesMeaning('head-B1')).toBe("the head vehicle's subflow through station B1");
    expect(seriesMeaning('convoy.tail-B3')).toBe("the tail vehicle's subflow through station B3");
    expect(seriesMeaning('sat')).toBe("the satellite's subflow (from the convoy's middle vehicle)");
    expect(seriesMeaning('mhip-access1+bottleneck')).toBe("source mhip's route through access1 and bottleneck");
    expect(seriesMeaning('wifi')).toBe('all WiFi subflows added up');
    expect(seriesMeaning('source:competitor')).toBe('everything source competitor receives');
    expect(seriesMeaning('3g')).toBeNull();
  });
});

describe("the panels' help", () => {
  it('β, α, d₀ and the decay law each have a "?" that shows the schema description', () => {
    const station = at(preset('III-D').stations!, 0);
    act(() => root.render(<StationPanel station={station} dispatch={vi.fn()} onClose={() => {}} />));
    for (const label of ['Responsiveness β', 'α', 'd₀', 'Decay law']) {
      const toggle = [...container.querySelectorAll<HTMLButtonElement>('button.field-help-toggle')].find(
        (b) => b.textContent === `?Help on ${label}`,
      );
      expect(toggle, label).toBeDefined();
      // Named by its text, so that the field's own name labels the field alone.
      expect(toggle!.hasAttribute('aria-label')).toBe(false);
      const help = document.getElementById(toggle!.getAttribute('aria-controls')!)!;
      expect(help.hidden, label).toBe(true);
      act(() => toggle!.click());
      expect(help.hidden, label).toBe(false);
      expect(toggle!.getAttribute('aria-expanded')).toBe('true');
    }
    const decay = container.querySelector<HTMLSelectElement>('select')!;
    const decayHelp = document.getElementById(decay.getAttribute('aria-describedby')!)!;
    expect(decayHelp.textContent).toContain('Logistic decay, convoy paper eq (11)');
    const beta = [...container.querySelectorAll('button.field-help-toggle')].find((b) =>
      b.textContent?.endsWith('Responsiveness β'),
    )!;
    expect(document.getElementById(beta.getAttribute('aria-controls')!)!.textContent).toContain(
      'Responsiveness beta_j of the station',
    );
  });
});

describe('help texts from the schema', () => {
  it('every path a help toggle names has a description', () => {
    for (const path of [
      'station.label',
      'station.decay',
      'station.decay[logistic].law',
      'station.decay[step].law',
      'channel.enabled',
      'platform.links',
      'platform.trajectory',
      'platform.trajectory[clover].kind',
      'platform.trajectory[polyline].segmentSpeedsMps',
      'controller[lia].kind',
      'controller[kelly-voice].kind',
    ])
      expect(schemaHelp(path).length, path).toBeGreaterThan(20);
    expect(schemaHelp('station.nothing')).toBe('');
  });
});

describe('the Content-Security-Policy', () => {
  it("lets the equations' fonts load from the app and from data URLs, nothing else", () => {
    const policy = contentSecurityPolicy([]);
    expect(policy).toContain("font-src 'self' data:");
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  });
});
