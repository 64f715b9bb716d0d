/**
 * The convoy at the time cursor: a thick line along the path from tail to head, and a labelled
 * dot for each of head, middle and tail (dots that would overlap on screen fold into one that
 * carries their letters, convoyMarkers.ts). Layers are created once per platform and only moved
 * when the time or the geometry changes; `arrange` refolds the dots after a zoom.
 */
import * as L from 'leaflet';
import type { ScenarioGeometry } from '../geometry/geometry';
import type { MapContext } from './context';
import { PANES, el } from './context';
import type { XY } from './convoyBody';
import { convoyBody } from './convoyBody';
import { pathSamples } from './pathSamples';
import { isolate } from '../scenario/userText';
import { at } from '../util/at';
import { planConvoyMarkers } from './convoyMarkers';

/** A node dot's size, px. */
const NODE_PX = 22;

/** The node names in drawing order, with the letter shown in their dots. */
export const CONVOY_NODES = [
  { name: 'tail', letter: 'T' },
  { name: 'middle', letter: 'M' },
  { name: 'head', letter: 'H' },
] as const;

interface Entry {
  casing: L.Polyline;
  body: L.Polyline;
  nodes: L.Marker[];
  name: string;
}

const ll = (p: XY): [number, number] => [p[1], p[0]];

/** Keeps one convoy drawing per platform at the time cursor. */
export class ConvoyLayer {
  private readonly entries = new Map<string, Entry>();
  private geometry: ScenarioGeometry | null = null;
  private timeS = NaN;
  private labelsKey = '';

  constructor(private readonly ctx: MapContext) {}

  /** Moves the convoys to `timeS` on `geometry` (hidden when the geometry is null). */
  update(geometry: ScenarioGeometry | null, timeS: number, platformLabels: Map<string, string>): void {
    const labelsKey = [...platformLabels].join('\u0000');
    if (geometry === this.geometry && timeS === this.timeS && labelsKey === this.labelsKey) return;
    this.geometry = geometry;
    this.timeS = timeS;
    this.labelsKey = labelsKey;
    const seen = new Set<string>();
    if (geometry) {
      const samples = pathSamples(geometry);
      const pos = geometry.positionsAt(Number.isFinite(timeS) ? timeS : 0);
      const nodeAt = (k: number): XY | null =>
        k >= 0 && 2 * k + 1 < pos.length ? [pos[2 * k]!, pos[2 * k + 1]!] : null;
      geometry.platforms.forEach((p, i) => {
        const s = at(samples, i, 'samples of platform');
        const middle = nodeAt(s.nodes.middle);
        if (!middle) return;
        const head = nodeAt(s.nodes.head) ?? middle;
        const tail = nodeAt(s.nodes.tail) ?? middle;
        seen.add(p.id);
        const name = platformLabels.get(p.id) ?? p.id;
        let entry = this.entries.get(p.id);
        if (entry && entry.name !== name) {
          this.removeEntry(p.id);
          entry = undefined;
        }
        entry ??= this.create(p.id, name);
        const body = convoyBody(s, timeS, p.lengthM, tail, middle, head).map(ll);
        entry.casing.setLatLngs(body);
        entry.body.setLatLngs(body);
        [tail, middle, head].forEach((q, k) => at(entry.nodes, k, 'convoy node marker').setLatLng(ll(q)));
        this.fold(entry);
      });
    }
    for (const id of [...this.entries.keys()]) if (!seen.has(id)) this.removeEntry(id);
  }

  /** Folds each convoy's dots again for the current zoom (after a zoom). */
  arrange(): void {
    for (const entry of this.entries.values()) this.fold(entry);
  }

  /** Shows each dot with its letters, or hides it when it is folded into another (convoyMarkers.ts). */
  private fold(entry: Entry): void {
    const map = this.ctx.map;
    const points = entry.nodes.map((m) => map.latLngToContainerPoint(m.getLatLng()));
    const plans = planConvoyMarkers(
      points,
      CONVOY_NODES.map((n) => n.letter),
      NODE_PX,
    );
    entry.nodes.forEach((m, k) => {
      const icon = m.getElement();
      const plan = plans[k];
      if (!icon || !plan) return;
      icon.style.display = plan.shown ? '' : 'none';
      if (!plan.shown) return;
      icon.style.width = `${plan.widthPx}px`;
      icon.style.marginLeft = `${-plan.widthPx / 2}px`;
      icon.classList.toggle('is-merged', plan.letters.length > 1);
      const letter = icon.querySelector('.mp-node__letter');
      if (letter && letter.textContent !== plan.letters) letter.textContent = plan.letters;
      // Named head first ("Convoy head, middle and tail"), as the letters read.
      const nodes = [...CONVOY_NODES].reverse().filter((n) => plan.letters.includes(n.letter));
      const names = nodes.map((n) => n.name);
      const said = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
      icon.setAttribute('aria-label', `${isolate(entry.name)} ${said}`);
    });
  }

  /** Removes every convoy drawing. */
  destroy(): void {
    for (const id of [...this.entries.keys()]) this.removeEntry(id);
  }

  private removeEntry(id: string): void {
    const e = this.entries.get(id);
    if (!e) return;
    e.casing.remove();
    e.body.remove();
    for (const m of e.nodes) m.remove();
    this.entries.delete(id);
  }

  private create(platformId: string, name: string): Entry {
    const map = this.ctx.map;
    const common = {
      pane: PANES.convoy,
      renderer: this.ctx.convoyRenderer,
      interactive: false,
      lineCap: 'round',
      lineJoin: 'round',
    } as const;
    const casing = L.polyline([], { ...common, color: '#ffffff', weight: 15, opacity: 0.95 }).addTo(map);
    const body = L.polyline([], {
      ...common,
      color: '#d9480f',
      weight: 9,
      opacity: 1,
      className: 'mp-convoy-body',
    }).addTo(map);
    const nodes = CONVOY_NODES.map(({ name: node, letter }) => {
      const m = L.marker([0, 0], {
        icon: L.divIcon({
          className: `mp-node mp-node--${node}`,
          html: '',
          iconSize: [NODE_PX, NODE_PX],
          iconAnchor: [NODE_PX / 2, NODE_PX / 2],
        }),
        interactive: false,
        keyboard: false,
        pane: PANES.nodes,
      }).addTo(map);
      const icon = m.getElement();
      if (icon) {
        icon.setAttribute('role', 'img');
        icon.setAttribute('aria-label', `${isolate(name)} ${node}`);
        icon.dataset.platform = platformId;
        icon.replaceChildren(el('span', 'mp-node__letter', letter));
      }
      return m;
    });
    const entry = { casing, body, nodes, name };
    this.entries.set(platformId, entry);
    return entry;
  }
}
