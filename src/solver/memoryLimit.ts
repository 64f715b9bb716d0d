/**
 * The solver module's memory limit and how a run that hits it is named. The module is linked
 * with a maximum memory (`--max-memory` in solver/.cargo/config.toml, 1 GiB); an allocation
 * beyond it fails inside the module, which then traps (`RuntimeError: unreachable`). The module
 * remembers the size of the failed allocation (`mp_failed_alloc_bytes`, solver/src/alloc_watch.rs),
 * so the page can say "the solver ran out of memory" instead of showing the bare trap.
 */

/** The maximum the build gives the module's memory, bytes (1 GiB; keep equal to solver/.cargo/config.toml). */
export const WASM_MEMORY_LIMIT_BYTES = 1024 * 1024 * 1024;

/** Bytes in one WebAssembly page. */
const PAGE_BYTES = 65536;

/** `n` bytes for people: `1 GiB`, `512 MiB`, `3.2 MiB`, `900 KiB`. */
export function formatBytes(n: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || Number.isInteger(value) || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${units[unit]}`;
}

/** Reads an unsigned LEB128 at `at`; returns the value and the offset after it. */
function readLeb(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  let scale = 1;
  let pos = at;
  for (;;) {
    if (pos >= bytes.length) throw new RangeError('truncated LEB128');
    const byte = bytes[pos++]!; // pos < bytes.length, checked above
    value += (byte & 0x7f) * scale;
    if ((byte & 0x80) === 0) return [value, pos];
    scale *= 128;
  }
}

/**
 * The maximum of the memory a WebAssembly module defines, bytes, read from its memory section;
 * null when the module defines no memory or gives it no maximum (or the bytes are not a module).
 */
export function memoryMaximumBytes(module: BufferSource): number | null {
  const bytes =
    module instanceof Uint8Array
      ? module
      : ArrayBuffer.isView(module)
        ? new Uint8Array(module.buffer, module.byteOffset, module.byteLength)
        : new Uint8Array(module);
  if (bytes.length < 8 || bytes[0] !== 0x00 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d) return null;
  try {
    let pos = 8;
    while (pos < bytes.length) {
      const id = bytes[pos];
      const [size, body] = readLeb(bytes, pos + 1);
      if (id === 5) {
        const [count, first] = readLeb(bytes, body);
        if (count < 1) return null;
        const flags = bytes[first];
        if (((flags ?? 0) & 1) === 0) return null;
        const [, afterMin] = readLeb(bytes, first + 1);
        const [maxPages] = readLeb(bytes, afterMin);
        return maxPages * PAGE_BYTES;
      }
      pos = body + size;
    }
  } catch {
    return null;
  }
  return null;
}

/** What the module tells about its memory when a run fails. */
export interface MemoryState {
  /** The module's memory maximum, bytes (null: none known). */
  limitBytes: number | null;
  /** The memory's size when the run failed, bytes. */
  usedBytes: number;
  /** The size of the last allocation that failed, bytes (0: none failed, or the module does not say). */
  failedAllocBytes: number;
}

/** The message for a run that hit the memory limit. */
export function outOfMemoryMessage(memory: MemoryState): string {
  const limit = formatBytes(memory.limitBytes ?? WASM_MEMORY_LIMIT_BYTES);
  const asked = memory.failedAllocBytes > 0 ? `it asked for ${formatBytes(memory.failedAllocBytes)} more while ` : '';
  return (
    `the solver ran out of memory on this scenario (limit ${limit}): ${asked}holding ${formatBytes(memory.usedBytes)}. ` +
    'Shorten the run (durationS), sample less often (sampleEveryS) or use a larger time step (dtS).'
  );
}

/**
 * The message for an error thrown by the module: a trap after a failed allocation, or a trap with
 * the memory already at its limit, is named as running out of memory; another trap as an internal
 * error of the solver on this scenario; anything else is its own text.
 */
export function describeSolverError(error: unknown, memory: MemoryState): string {
  const trapped = typeof WebAssembly !== 'undefined' && error instanceof WebAssembly.RuntimeError;
  const atLimit = memory.limitBytes !== null && memory.usedBytes + PAGE_BYTES > memory.limitBytes;
  if (trapped && (memory.failedAllocBytes > 0 || atLimit)) return outOfMemoryMessage(memory);
  // Any other trap: in words, never the module's bare "unreachable" (the page replaces the instance).
  if (trapped) return `the solver stopped on this scenario with an internal error (${(error as Error).message})`;
  return String(error);
}
