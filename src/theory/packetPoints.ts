/**
 * The packet engine beside paper 003's closed forms: for each controller and count, a scenario of
 * equal paths with the capacity-delay product W0 (1000-byte packets, 80 ms round trips), drop-tail
 * buffers of gamma W0 packets (at least 2), run packet by packet for 120 s; its utilization is the
 * flows' mean throughput over the paths' capacity. The closed forms assume every loss comes when a
 * window fills its path and evenly spaced subflows; the packet runs assume neither.
 */
import type { Coupling } from './utilization';

/** Packet size and round trip of the runs. */
export const PACKET_BYTES = 1000;
export const RTT_MS = 80;
/** Simulated seconds per run. */
export const RUN_S = 120;

/** The controller of each coupling, with decrease factor `b`. */
export function controllerOf(coupling: Coupling, b: number): Record<string, unknown> {
  switch (coupling) {
    case 'mstcp':
      return { kind: 'mstcp', b, packetBytes: PACKET_BYTES };
    case 'coupled-decrease':
      return { kind: 'mtcp', increaseCoupling: 0, decreaseCoupling: 1, b, packetBytes: PACKET_BYTES };
    case 'coupled-increase':
      return { kind: 'mtcp', increaseCoupling: 1, decreaseCoupling: 0, b, packetBytes: PACKET_BYTES };
    case 'fully-coupled':
      return { kind: 'mtcp', increaseCoupling: 1, decreaseCoupling: 1, b, packetBytes: PACKET_BYTES };
  }
}

/** Each path's capacity, Mbps, for a capacity-delay product of `w0` packets. */
export function capacityForW0(w0: number): number {
  return (w0 * PACKET_BYTES * 8) / (RTT_MS / 1000) / 1e6;
}

/** The scenario of `flows` flows of `paths` subflows each, one per path. */
export function packetScenario(coupling: Coupling, b: number, w0: number, gamma: number, paths: number, flows: number) {
  const capacityMbps = capacityForW0(w0);
  const channels = Array.from({ length: paths }, (_, i) => ({
    id: `path${i + 1}`,
    group: 'path',
    capacity: { law: 'constant', capacityMbps },
    responsiveness: 15,
    delays: { forwardMs: RTT_MS / 2, feedbackMs: RTT_MS / 2 },
  }));
  const sources = Array.from({ length: flows }, (_, f) => ({
    id: `flow${f + 1}`,
    routes: channels.map((c) => ({ via: [c.id] })),
    controller: controllerOf(coupling, b),
  }));
  return {
    format: 'multipath-playground/scenario',
    version: 1,
    title: `paper 003 · ${coupling} · ${flows} x ${paths}`,
    channels,
    sources,
    solver: {
      engine: 'packet',
      seed: 1,
      bufferPackets: Math.max(2, Math.round(gamma * w0)),
      dtS: 0.001,
      durationS: RUN_S,
      sampleEveryS: 1,
    },
  };
}

/** A run's utilization: the flows' mean throughput over the total capacity. */
export function utilizationOf(
  summary: { sources: Array<{ total: { meanMbps: number } }> },
  w0: number,
  paths: number,
): number {
  const total = summary.sources.reduce((s, x) => s + x.total.meanMbps, 0);
  return total / (paths * capacityForW0(w0));
}
