/**
 * The live network diagram (Fig. 3 of the convoy paper): sources, resources and the destination,
 * each route a line as wide as its rate at the time cursor, each resource showing its load against
 * its capacity. The geometry is laid out once per layout and frame size; moving the cursor or
 * new samples only change widths and numbers.
 */
import { useMemo } from 'react';
import type { RunLayout } from '../solver/layout';
import type { DiagramNames } from './layoutTypes';
import type { RunStore } from '../store/runStore';
import { resourceColour } from '../charts/series';
import { fitDiagram, type FittedDiagram } from './fit';
import {
  formatMbps,
  fullWidthRateMbps,
  nearestSampleIndex,
  strokeWidthPx,
  valuesAt,
  type CursorValues,
} from './atCursor';
import { DestinationBox, ResourceBox, SourceBox } from './DiagramNodes';
import { sourceColour } from './sourceColour';
import { useElementSize } from './useElementSize';
import { at } from '../util/at';
import './diagram.css';

/** Props of the network diagram. */
export interface NetworkDiagramProps {
  /** The compiled network of the run (null while none). */
  layout: RunLayout | null;
  /** The run's samples; ignored unless its layout is `layout`. */
  store: RunStore | null;
  /** Time cursor, seconds: the diagram shows the sample nearest it. */
  cursorS: number;
  /** Bumped when the store grows, so that the diagram follows the streamed chunks. */
  version?: number;
  /** Extra class of the outer element (e.g. to size it). */
  className?: string;
  /** When given, the diagram is a collapsible section (open at first) under this heading, the caption on the heading's line. */
  heading?: string;
  /**
   * Draws the diagram (its 11 px text included) this much larger; above 1 it is never shrunk
   * below 13 px text to fit (the frame scrolls instead). Default 1.
   */
  textZoom?: number;
  /** How boxes and rows are labelled (the page's level of language); absent: by id. */
  names?: DiagramNames;
}

/**
 * Most routes the diagram draws. A network with more (a link with thousands of sources) is not
 * drawn: its diagram would be thousands of unreadable boxes and took the page's thread for seconds.
 */
export const MAX_DIAGRAM_ROUTES = 150;

/** Frame size assumed until measured (and in test DOMs without ResizeObserver). */
const FALLBACK_FRAME = { widthPx: 560, heightPx: 300 };

/** Plural helper for the summary. */
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One sentence for screen readers: the network's shape and what it carries at the cursor. */
function summary(layout: RunLayout, values: CursorValues | null): string {
  const shape = `Network diagram: ${count(layout.sources.length, 'source')}, ${count(layout.resources.length, 'resource')}, ${count(layout.routes.length, 'route')}.`;
  if (!values) return `${shape} No results yet.`;
  let busiest = -1;
  let busiestShare = 0;
  values.loadsMbps.forEach((load, j) => {
    const u = load / (values.capacitiesMbps[j] || Infinity);
    if (busiest < 0 || u > busiestShare) {
      busiest = j;
      busiestShare = u;
    }
  });
  const most =
    busiest < 0
      ? ''
      : ` Busiest resource ${at(layout.resources, busiest, 'resource').id}: ${formatMbps(at(values.loadsMbps, busiest, 'load'))} of ${formatMbps(values.capacitiesMbps[busiest] ?? 0)} Mbps.`;
  return `${shape} At ${values.tS.toFixed(1)} s the destination receives ${formatMbps(values.totalMbps)} Mbps.${most}`;
}

/** The diagram of `layout` with the rates of `store` at `cursorS`. */
export function NetworkDiagram({
  layout: givenLayout,
  store,
  cursorS,
  version = 0,
  className,
  heading,
  textZoom = 1,
  names,
}: NetworkDiagramProps) {
  const [frameRef, frame] = useElementSize(FALLBACK_FRAME);
  const routeCount = givenLayout?.routes.length ?? 0;
  const tooMany = routeCount > MAX_DIAGRAM_ROUTES;
  const layout = tooMany ? null : givenLayout;
  // Shrunk to fit by at most 0.8, and (when zoomed) never below 13 px text.
  const minScale = textZoom > 1 ? Math.min(1, Math.max(0.8, 13 / (11 * textZoom))) : 0.8;
  const fitted = useMemo(
    () => (layout ? fitDiagram(layout, frame, minScale, textZoom, names) : null),
    [layout, frame, minScale, textZoom, names],
  );
  const colours = useMemo(
    () => (layout && fitted ? fitted.geometry.sources.map((s) => sourceColour(layout, s.id)) : []),
    [layout, fitted],
  );
  const boxColours = useMemo(() => (layout ? layout.resources.map((_, j) => resourceColour(layout, j)) : []), [layout]);
  const live = store && layout && store.layout === layout && store.length > 0 ? store : null;
  // `version` stands for the store's growth: the same store object holds more samples, so it is the
  // key that makes these two read the store again (no value of it enters the computation).
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- version: the in-place store's growth
  const scaleMbps = useMemo(() => (live ? fullWidthRateMbps(live) : 0), [live, version]);
  const values = useMemo(
    () =>
      live && fitted
        ? valuesAt(
            live,
            nearestSampleIndex(live, cursorS),
            fitted.geometry.routes.map((r) => r.hops),
          )
        : null,
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- version: the in-place store's growth
    [live, fitted, cursorS, version],
  );

  const caption = (
    <span className="nd-caption">
      {values ? `t = ${values.tS.toFixed(1)} s · ${formatMbps(values.totalMbps)} Mbps in all` : 'No results yet'}
      <span className="nd-key">
        {' · line width ∝ rate · boxes: load/capacity, Mbps'}
        {layout?.engine === 'packet' ? ' · top bar: queue of its buffer' : ''}
      </span>
    </span>
  );
  // The frame is always rendered: its size is what the layout fits.
  const body = (
    <div className="nd-frame" ref={frameRef}>
      {layout && fitted ? (
        <DiagramSvg
          layout={layout}
          fitted={fitted}
          values={values}
          scaleMbps={scaleMbps}
          colours={colours}
          boxColours={boxColours}
        />
      ) : (
        <p className="nd-empty">
          {tooMany
            ? `Network diagram: ${routeCount.toLocaleString('en')} routes are more than the diagram draws (${MAX_DIAGRAM_ROUTES}); the charts show every route.`
            : 'Network diagram: solving…'}
        </p>
      )}
    </div>
  );
  if (heading !== undefined) {
    return (
      <details className={`network-diagram ${className ?? ''}`} open>
        <summary>
          <span className="nd-heading">{heading}</span> {caption}
        </summary>
        {body}
      </details>
    );
  }
  return (
    <div className={`network-diagram ${className ?? ''}`}>
      <p className="nd-caption-line">{caption}</p>
      {body}
    </div>
  );
}

/** The SVG drawing itself: routes under the boxes, then sources, resources and the destination. */
function DiagramSvg({
  layout,
  fitted,
  values,
  scaleMbps,
  colours,
  boxColours,
}: {
  layout: RunLayout;
  fitted: FittedDiagram;
  values: CursorValues | null;
  scaleMbps: number;
  colours: string[];
  boxColours: string[];
}) {
  const { geometry, scale } = fitted;
  const sourceTotals: Array<number | null> = geometry.sources.map(() => (values ? 0 : null));
  const routeCounts = geometry.sources.map(() => 0);
  for (const r of geometry.routes) {
    routeCounts[r.source] = (routeCounts[r.source] ?? 0) + 1;
    if (values) sourceTotals[r.source] = (sourceTotals[r.source] ?? 0) + (values.ratesMbps[r.index] ?? 0);
  }
  return (
    <svg
      role="img"
      aria-label={summary(layout, values)}
      width={geometry.widthPx * scale}
      height={geometry.heightPx * scale}
      viewBox={`0 0 ${geometry.widthPx} ${geometry.heightPx}`}
      data-scale={scale.toFixed(3)}
    >
      <g className="nd-routes">
        {geometry.routes.map((route) => {
          const rateMbps = values ? (values.ratesMbps[route.index] ?? 0) : 0;
          const idle = !values || !(rateMbps > 0);
          return (
            <path
              key={route.id}
              data-route={route.id}
              className="nd-route"
              d={route.d}
              stroke={colours[route.source]}
              strokeWidth={strokeWidthPx(rateMbps, scaleMbps)}
              strokeDasharray={idle ? '3 3' : undefined}
            >
              <title>{`${route.name}: ${values ? `${formatMbps(rateMbps)} Mbps` : 'no results yet'}`}</title>
            </path>
          );
        })}
      </g>
      {geometry.sources.map((node, s) => (
        <SourceBox
          key={node.id}
          node={node}
          colour={at(colours, s, 'source colour')}
          totalMbps={sourceTotals[s] ?? null}
          routeCount={routeCounts[s] ?? 0}
        />
      ))}
      {geometry.resources.map((node) => (
        <ResourceBox
          key={node.id}
          node={node}
          colour={at(boxColours, node.index, 'resource colour')}
          loadMbps={values ? (values.loadsMbps[node.index] ?? null) : null}
          capacityMbps={values ? (values.capacitiesMbps[node.index] ?? null) : null}
          queue={
            values && values.queuesPackets[node.index] !== null
              ? {
                  packets: values.queuesPackets[node.index]!,
                  bufferPackets: layout.resources[node.index]?.bufferPackets ?? 0,
                }
              : null
          }
        />
      ))}
      <DestinationBox
        box={geometry.destination}
        routes={geometry.routes}
        colours={colours}
        ratesMbps={values?.ratesMbps ?? null}
        totalMbps={values?.totalMbps ?? null}
      />
    </svg>
  );
}
