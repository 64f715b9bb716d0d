/** Coalesces a burst of values (drag positions) into at most one call per animation frame. */

/** What a coalescer needs from the frame clock (injectable for tests). */
export interface FrameScheduler {
  request(cb: () => void): number;
  cancel(handle: number): void;
}

/** The browser's requestAnimationFrame, or a 16 ms timer where there is none. */
export const animationFrames: FrameScheduler = {
  request: (cb) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => cb())
      : (setTimeout(cb, 16) as unknown as number),
  cancel: (h) => (typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(h) : clearTimeout(h)),
};

/** Holds the latest pushed value and delivers it once per frame. */
export interface Coalescer<T> {
  /** Remembers `value`; `deliver` gets the latest value on the next frame. */
  push(value: T): void;
  /** Delivers the pending value now (e.g. on dragend), if any. */
  flush(): void;
  /** Drops the pending value. */
  cancel(): void;
}

/** A coalescer that calls `deliver` with the latest value at most once per frame. */
export function coalescer<T>(deliver: (value: T) => void, frames: FrameScheduler = animationFrames): Coalescer<T> {
  let pending: { value: T } | null = null;
  let handle: number | null = null;
  const run = () => {
    handle = null;
    const p = pending;
    pending = null;
    if (p) deliver(p.value);
  };
  return {
    push(value) {
      pending = { value };
      if (handle === null) handle = frames.request(run);
    },
    flush() {
      if (handle !== null) frames.cancel(handle);
      run();
    },
    cancel() {
      if (handle !== null) frames.cancel(handle);
      handle = null;
      pending = null;
    },
  };
}
