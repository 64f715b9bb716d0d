/**
 * Trajectories on the map: each platform's centre path as a line (simplified to at most
 * MAX_DRAWN_POINTS vertices), its epoch marks (t1, t2, ..., at most MAX_MAP_EPOCHS) as small labelled dots, and a wide invisible twin of the line that shows the time under the
 * pointer and moves the time cursor on click.
 */
import * as L from 'leaflet';
import type { ScenarioGeometry } from '../geometry/geometry';
import type { MapContext } from './context';
import { PANES } from './context';
import { el } from './context';
import { groupEpochs } from './epochs';
import { outlineToLatLngs } from './coords';
import { nearestTime, pathSamples } from './pathSamples';
import { simplifyOutline } from './simplify';
import { isolate } from '../scenario/userText';
import { tooltipSide } from './tooltipSide';
import { layoutMapLabels } from './labelLayout';
import { at } from '../util/at';

/** Line colours of the platforms' paths, in platform order. */
export const PATH_COLOURS: readonly [string, ...string[]] = ['#2b3a4a', '#7b3fa0', '#0f7a66', '#a0522d', '#375f9c'];

/** The colour of platform number `i`. */
export function pathColour(i: number): string {
  return at(PATH_COLOURS, i % PATH_COLOURS.length, 'path colour');
}

/** The time label of a path tooltip, e.g. `Convoy · t = 123 s`. */
export function pathTimeLabel(platformLabel: string, tS: number): string {
  return `${isolate(platformLabel)} · t = ${tS < 10 ? tS.toFixed(1) : Math.round(tS)} s`;
}

interface Entry {
  line: L.Polyline;
  hit: L.Polyline;
}

/** Keeps the path lines and epoch marks in step with the geometry. */
export class PathLayer {
  private readonly entries = new Map<string, Entry>();
  private epochs: L.Marker[] = [];
  private geometry: ScenarioGeometry | null = null;
  private labels = new Map<string, string>();
  private labelFrame: number | null = null;

  constructor(private readonly ctx: MapContext) {}

  /** Redraws for a new geometry (same Leaflet objects, new coordinates). */
  update(geometry: ScenarioGeometry | null, platformLabels: Map<string, string>): void {
    this.labels = platformLabels;
    if (geometry === this.geometry) return;
    this.geometry = geometry;
    const seen = new Set<string>();
    (geometry?.platforms ?? []).forEach((p, i) => {
      seen.add(p.id);
      const entry = this.entries.get(p.id) ?? this.create(p.id);
      // A long path is drawn simplified (at most MAX_DRAWN_POINTS vertices); hover and click use
      // pathSamples, which are bounded too.
      const lls = outlineToLatLngs(simplifyOutline(p.outline));
      entry.line.setLatLngs(lls);
      entry.hit.setLatLngs(lls);
      entry.line.setStyle({ color: pathColour(i) });
    });
    for (const [id, e] of this.entries) {
      if (seen.has(id)) continue;
      e.line.remove();
      e.hit.remove();
      this.entries.delete(id);
    }
    this.updateEpochs(geometry);
  }

  /** Closes the hover tooltips (when a drawing tool starts). */
  closeTooltips(): void {
    for (const e of this.entries.values()) e.hit.closeTooltip();
  }

  /** Removes everything. */
  destroy(): void {
    for (const e of this.entries.values()) {
      e.line.remove();
      e.hit.remove();
    }
    this.entries.clear();
    for (const m of this.epochs) m.remove();
    this.epochs = [];
  }

  /** The time the centre of `platformId` passes nearest to `ll`, or null without geometry. */
  timeAt(platformId: string, ll: L.LatLng): number | null {
    const g = this.geometry;
    if (!g) return null;
    const s = pathSamples(g).find((q) => q.platformId === platformId);
    if (!s) return null;
    const { tS } = nearestTime(s, ll.lng, ll.lat);
    return Math.min(Math.max(0, tS), g.durationS);
  }

  private create(platformId: string): Entry {
    const line = L.polyline([], { weight: 3.5, opacity: 0.9, interactive: false, lineJoin: 'round' }).addTo(
      this.ctx.map,
    );
    const hit = L.polyline([], { weight: 18, opacity: 0, className: 'mp-path-hit' }).addTo(this.ctx.map);
    hit.bindTooltip('', { sticky: true, direction: 'top', offset: [0, -12], className: 'mp-tooltip' });
    // Clicking the path sets the time, which the keyboard sets with the timeline and the charts'
    // cursors: the hit line is no Tab stop (it was one, without a name) and screen readers skip it.
    hit.getElement()?.setAttribute('tabindex', '-1');
    hit.getElement()?.setAttribute('aria-hidden', 'true');
    hit.on('mousemove mouseover', (e) => {
      const { latlng, containerPoint } = e as L.LeafletMouseEvent;
      // Open the tooltip on the side with room: near an edge it would be cut by the map's frame.
      const tooltip = hit.getTooltip();
      if (tooltip && containerPoint) {
        const side = tooltipSide(containerPoint, this.ctx.map.getSize());
        if (tooltip.options.direction !== side) {
          tooltip.options.direction = side;
          tooltip.options.offset =
            side === 'top' ? [0, -12] : side === 'bottom' ? [0, 12] : [side === 'left' ? -12 : 12, 0];
        }
      }
      const t = this.timeAt(platformId, latlng);
      // Leaflet reads a string as HTML: the label (user text) goes in as a text node.
      if (t !== null)
        hit.setTooltipContent(
          textElement(`${pathTimeLabel(this.labels.get(platformId) ?? platformId, t)} — click to go there`),
        );
    });
    hit.on('click', (e) => {
      const { latlng, originalEvent } = e as L.LeafletMouseEvent;
      const p = this.ctx.props();
      if (p.tool !== 'select') {
        this.ctx.clickAt(latlng);
        return;
      }
      const t = this.timeAt(platformId, latlng);
      if (t !== null) p.onSetTime(t);
      if (originalEvent) L.DomEvent.stopPropagation(originalEvent);
    });
    const entry = { line, hit };
    this.entries.set(platformId, entry);
    return entry;
  }

  private updateEpochs(geometry: ScenarioGeometry | null): void {
    const marks = groupEpochs(geometry?.epochs ?? []);
    while (this.epochs.length > marks.length) this.epochs.pop()?.remove();
    marks.forEach((m, i) => {
      const ll: [number, number] = [m.yM, m.xM];
      let marker = this.epochs[i];
      if (!marker) {
        marker = L.marker(ll, {
          icon: L.divIcon({ className: 'mp-epoch', html: '', iconSize: [10, 10], iconAnchor: [5, 5] }),
          pane: PANES.epochs,
          interactive: false,
          keyboard: false,
        }).addTo(this.ctx.map);
        this.epochs.push(marker);
      } else marker.setLatLng(ll);
      const icon = marker.getElement();
      if (icon && icon.dataset.label !== m.label) {
        icon.dataset.label = m.label;
        icon.setAttribute('aria-hidden', 'true');
        icon.replaceChildren(el('span', 'mp-epoch__dot'), el('span', 'mp-epoch__label', m.label));
      }
    });
    this.placeLabels();
  }

  /**
   * Moves each epoch label (and station name) to a side of its mark where no marker, label or map
   * button hides it (labelLayout.ts). Called after the marks or the stations change and after a zoom;
   * the calls of one frame are done once, in the next animation frame (each reads the layout of
   * every marker: a link of 5,000 stations made a dozen of them in one task).
   */
  placeLabels(): void {
    if (typeof requestAnimationFrame !== 'function') {
      layoutMapLabels(this.ctx.map.getContainer());
      return;
    }
    if (this.labelFrame !== null) return;
    this.labelFrame = requestAnimationFrame(() => {
      this.labelFrame = null;
      layoutMapLabels(this.ctx.map.getContainer());
    });
  }
}

/** A span holding `text` as text (never parsed as HTML), for Leaflet tooltips. */
function textElement(text: string): HTMLElement {
  const span = document.createElement('span');
  span.className = 'user-text';
  span.textContent = text;
  return span;
}
