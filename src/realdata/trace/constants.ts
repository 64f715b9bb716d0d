/**
 * The numbers a link trace is read and written with: Mahimahi's packet, the window a trace is
 * counted in, the floor for a window with no delivery opportunity. Reasons in docs/real-data.md.
 */

/** Bits of one Mahimahi delivery opportunity: one 1500-byte packet (mm-link's PACKET_SIZE). */
export const PACKET_BITS = 1500 * 8;

/**
 * Default window, ms: a Mahimahi trace's opportunities are counted in windows this long. 100 ms
 * resolves fading and handover dips (tens to hundreds of ms) while one packet is 0.12 Mbps of it.
 */
export const DEFAULT_WINDOW_MS = 100;

/** Narrowest and widest window the panel offers, ms. */
export const MIN_WINDOW_MS = 10;
export const MAX_WINDOW_MS = 10_000;

/**
 * Capacity of a window with no opportunity, Mbps (a scenario's capacities must be > 0): one packet
 * per second, 0.012 Mbps, ten times less than one packet in a 100 ms window.
 */
export const FLOOR_MBPS = PACKET_BITS / 1e6;

/** Most points of a capacity law (the scenario's limit, docs/scenario.md "Limits"). */
export const MAX_TRACE_POINTS = 100_000;

/** Largest capacity a scenario takes, Mbps. */
export const MAX_TRACE_MBPS = 1e9;

/** Mbps of `packets` opportunities in `windowMs` milliseconds. */
export function packetsToMbps(packets: number, windowMs: number): number {
  return (packets * PACKET_BITS) / (windowMs * 1000);
}
