/** The playback speeds the timeline offers (the clock itself is src/state/playbackClock.ts). */

/** Playback speeds offered, simulated seconds per real second. */
export const SPEEDS = [0.5, 1, 2, 4, 8, 16, 32, 64];
