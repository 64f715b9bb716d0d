/** Coalescing of redraw requests: any number of requests within one animation frame → one call. */

export interface FrameScheduler {
  /** Asks for one call of the callback at the next animation frame (no-op if one is pending). */
  schedule(): void;
  /** True while a call is pending. */
  readonly pending: boolean;
  /** Drops the pending call, if any. */
  cancel(): void;
}

type Raf = (callback: (time: number) => void) => number;
type Caf = (handle: number) => void;

function defaultRaf(): Raf {
  if (typeof requestAnimationFrame === 'function') return (callback) => requestAnimationFrame(callback);
  return (callback) => setTimeout(() => callback(Date.now()), 16) as unknown as number;
}

function defaultCaf(): Caf {
  if (typeof cancelAnimationFrame === 'function') return (handle) => cancelAnimationFrame(handle);
  return (handle) => clearTimeout(handle);
}

/** Calls `callback` at most once per animation frame, however often `schedule()` is called. */
export function createFrameScheduler(
  callback: () => void,
  raf: Raf = defaultRaf(),
  caf: Caf = defaultCaf(),
): FrameScheduler {
  let handle: number | null = null;
  return {
    schedule() {
      if (handle !== null) return;
      handle = raf(() => {
        handle = null;
        callback();
      });
    },
    get pending() {
      return handle !== null;
    },
    cancel() {
      if (handle === null) return;
      caf(handle);
      handle = null;
    },
  };
}
