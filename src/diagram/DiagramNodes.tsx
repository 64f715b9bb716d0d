/**
 * The boxes of the network diagram: a source, a resource with its load against its capacity, and
 * the destination listing every route's rate. Drawn in drawing pixels (see layout.ts).
 */
import type { BoxPx } from './boxPx';
import type { ResourceNode, RoutePath, SourceNode } from './layout';
import { formatMbps } from './atCursor';
import { isolate } from '../scenario/userText';

/** Fill of a utilisation bar: calm below 90 %, orange when saturated, red when over capacity. */
export function utilisationColour(utilisation: number): string {
  if (utilisation > 1.02) return '#c62828';
  if (utilisation >= 0.9) return '#e07b00';
  return '#5b8def';
}

/** A source: coloured box and label; the title gives its total rate. */
export function SourceBox({
  node,
  colour,
  totalMbps,
  routeCount,
}: {
  node: SourceNode;
  colour: string;
  totalMbps: number | null;
  routeCount: number;
}) {
  const rate = totalMbps === null ? 'no results yet' : `${formatMbps(totalMbps)} Mbps`;
  return (
    <g className="nd-source" data-source={node.id}>
      <title>{`${isolate(node.label)}: ${rate} over ${routeCount} route${routeCount === 1 ? '' : 's'}`}</title>
      <rect
        x={node.xPx}
        y={node.yPx}
        width={node.widthPx}
        height={node.heightPx}
        rx={3}
        fill={colour}
        fillOpacity={0.14}
        stroke={colour}
      />
      {node.lines.map((line, k) => (
        <text
          key={k}
          x={node.xPx + 6}
          y={node.yPx + node.heightPx / 2 + 4 + (k - (node.lines.length - 1) / 2) * 13}
          className="nd-label"
        >
          {line}
        </text>
      ))}
    </g>
  );
}

/**
 * A resource: its id, a utilisation bar along the bottom, and load/capacity in Mbps; in a packet
 * run, its queue's fill of the buffer as a second bar along the top.
 */
export function ResourceBox({
  node,
  colour,
  loadMbps,
  capacityMbps,
  queue = null,
}: {
  node: ResourceNode;
  colour: string;
  loadMbps: number | null;
  capacityMbps: number | null;
  /** A packet run's queue and buffer at this link, packets. */
  queue?: { packets: number; bufferPackets: number } | null;
}) {
  const fill = queue && queue.bufferPackets > 0 ? Math.min(1, queue.packets / queue.bufferPackets) : null;
  const known = loadMbps !== null && capacityMbps !== null;
  const utilisation = known && capacityMbps > 0 ? loadMbps / capacityMbps : known && loadMbps > 0 ? Infinity : 0;
  const numbers = known ? `${formatMbps(loadMbps)}/${formatMbps(capacityMbps)}` : '–';
  const title = known
    ? `${node.name}: load ${formatMbps(loadMbps)} of ${formatMbps(capacityMbps)} Mbps${Number.isFinite(utilisation) ? ` (${Math.round(utilisation * 100)} %)` : ''}`
    : `${node.name}: no results yet`;
  const queueText = queue ? `; queue ${Math.round(queue.packets)} of ${queue.bufferPackets} packets` : '';
  const { xPx: x, yPx: y, widthPx: w, heightPx: h } = node;
  const barX = x + 4;
  const barW = w - 6;
  const middle = y + h / 2 + 3;
  return (
    <g className="nd-resource" data-resource={node.id}>
      <title>{title + queueText}</title>
      <rect x={x} y={y} width={w} height={h} rx={3} className="nd-box" />
      <rect x={x} y={y} width={3} height={h} fill={colour} />
      <rect x={barX} y={y + h - 4} width={barW} height={3} className="nd-track" />
      <rect
        x={barX}
        y={y + h - 4}
        width={barW * Math.min(1, Number.isFinite(utilisation) ? utilisation : 1)}
        height={3}
        fill={utilisationColour(utilisation)}
        className="nd-util"
      />
      {fill !== null && (
        <>
          <rect x={barX} y={y + 1} width={barW} height={3} className="nd-track" />
          <rect
            x={barX}
            y={y + 1}
            width={barW * fill}
            height={3}
            fill={fill >= 0.95 ? '#c0392b' : '#6a3d9a'}
            className="nd-queue"
            data-queue={queue!.packets}
          />
        </>
      )}
      <text x={x + 7} y={node.twoLines ? y + 13 : middle} className="nd-label">
        {node.text}
      </text>
      {node.showNumbers && (
        <text
          x={node.twoLines ? x + 7 : x + w - 4}
          y={node.twoLines ? y + 25 : middle}
          textAnchor={node.twoLines ? 'start' : 'end'}
          className="nd-numbers"
          data-load-capacity={node.id}
        >
          {numbers}
        </text>
      )}
    </g>
  );
}

/** The destination: a header and one row per route with its colour, id and rate. */
export function DestinationBox({
  box,
  routes,
  colours,
  ratesMbps,
  totalMbps,
}: {
  box: BoxPx;
  routes: RoutePath[];
  colours: string[];
  ratesMbps: number[] | null;
  totalMbps: number | null;
}) {
  const { xPx: x, yPx: y, widthPx: w, heightPx: h } = box;
  return (
    <g className="nd-destination">
      <title>{`Destination: ${totalMbps === null ? 'no results yet' : `${formatMbps(totalMbps)} Mbps in all`}`}</title>
      <rect x={x} y={y} width={w} height={h} rx={3} className="nd-box" />
      <text x={x + 5} y={y + 11} className="nd-label nd-header">
        Destination
      </text>
      {routes.map((route) => (
        <g key={route.id} className="nd-row">
          <line
            x1={x}
            x2={x + 6}
            y1={route.labelYPx}
            y2={route.labelYPx}
            stroke={colours[route.source]}
            strokeWidth={3}
          />
          <text x={x + 9} y={route.labelYPx + 3.5} className="nd-route-text">
            {route.labelText}
          </text>
          <text
            x={x + w - 4}
            y={route.labelYPx + 3.5}
            textAnchor="end"
            className="nd-route-text nd-rate"
            data-rate={route.id}
          >
            {ratesMbps ? formatMbps(ratesMbps[route.index] ?? Number.NaN) : '–'}
          </text>
        </g>
      ))}
    </g>
  );
}
