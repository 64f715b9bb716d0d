/**
 * Loading the solver module: a failed fetch is retried with back-off and then reported; the
 * module's memory maximum is read from its bytes, and a trap at that limit is named as running out
 * of memory rather than shown as a bare `RuntimeError: unreachable`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WasmLoadError, fetchWasmBytes } from '../../src/solver/wasmLoad';
import {
  WASM_MEMORY_LIMIT_BYTES,
  describeSolverError,
  formatBytes,
  memoryMaximumBytes,
} from '../../src/solver/memoryLimit';
import { Solver } from '../../src/solver/wasm';

/** A fetch that fails `failures` times (a network error, then HTTP 503s), then serves `body`. */
function flakyFetch(failures: number, body = new Uint8Array([1, 2, 3])) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string) => {
    calls.push(url);
    if (calls.length === 1 && failures > 0) throw new TypeError('Failed to fetch');
    if (calls.length <= failures) return new Response('busy', { status: 503, statusText: 'Service Unavailable' });
    return new Response(body, { status: 200 });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

/**
 * A hand-assembled module with one page of memory and no room to grow (maximum 1 page), exporting
 * `memory` and `grab()`, which grows the memory by a page and traps (`unreachable`) when it cannot,
 * as the solver's allocator does when the limit is reached.
 */
const TINY_MODULE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  // type section: () -> ()
  0x01, 0x04, 0x01, 0x60, 0x00, 0x00,
  // function section: one function of type 0
  0x03, 0x02, 0x01, 0x00,
  // memory section: one memory, min 1 page, max 1 page
  0x05, 0x04, 0x01, 0x01, 0x01, 0x01,
  // export section: "memory" (memory 0), "grab" (function 0)
  0x07, 0x11, 0x02, 0x06, 0x6d, 0x65, 0x6d, 0x6f, 0x72, 0x79, 0x02, 0x00, 0x04, 0x67, 0x72, 0x61, 0x62, 0x00, 0x00,
  // code: if (memory.grow(1) == -1) unreachable
  0x0a, 0x0f, 0x01, 0x0d, 0x00, 0x41, 0x01, 0x40, 0x00, 0x41, 0x7f, 0x46, 0x04, 0x40, 0x00, 0x0b, 0x0b,
]);

describe('fetchWasmBytes', () => {
  it('retries a failed fetch with back-off and returns the bytes', async () => {
    const { fetchImpl, calls } = flakyFetch(2);
    const waits: number[] = [];
    const bytes = await fetchWasmBytes('/mpsolver.wasm', {
      delaysMs: [500, 1500, 3000],
      fetch: fetchImpl,
      sleep: async (ms) => void waits.push(ms),
    });
    expect([...new Uint8Array(bytes)]).toEqual([1, 2, 3]);
    expect(calls).toEqual(['/mpsolver.wasm', '/mpsolver.wasm', '/mpsolver.wasm']);
    expect(waits).toEqual([500, 1500]);
  });

  it('gives up after the last attempt with a WasmLoadError naming the last cause', async () => {
    const { fetchImpl, calls } = flakyFetch(99);
    const waits: number[] = [];
    const error = await fetchWasmBytes('/mpsolver.wasm', {
      delaysMs: [500, 1500, 3000],
      fetch: fetchImpl,
      sleep: async (ms) => void waits.push(ms),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WasmLoadError);
    expect((error as WasmLoadError).attempts).toBe(4);
    expect((error as Error).message).toBe(
      'the solver module could not be loaded (4 attempts; last: HTTP 503 Service Unavailable)',
    );
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([500, 1500, 3000]);
  });

  it('Solver.fromUrl loads through the retries', async () => {
    const real = readFileSync(resolve(__dirname, '../../src/wasm/mpsolver.wasm'));
    const { fetchImpl } = flakyFetch(1, new Uint8Array(real));
    const solver = await Solver.fromUrl('/mpsolver.wasm', { delaysMs: [1], fetch: fetchImpl, sleep: async () => {} });
    expect(solver.check('{}').length).toBeGreaterThan(0);
    expect(solver.memoryLimitBytes).toBe(memoryMaximumBytes(real));
  });
});

describe('the memory limit', () => {
  it('is the same in the build flags and in the page (1 GiB)', () => {
    const config = readFileSync(resolve(__dirname, '../../solver/.cargo/config.toml'), 'utf8');
    const flag = /link-arg=--max-memory=(\d+)/.exec(config);
    expect(Number(flag?.[1])).toBe(WASM_MEMORY_LIMIT_BYTES);
    expect(formatBytes(WASM_MEMORY_LIMIT_BYTES)).toBe('1 GiB');
    expect(WASM_MEMORY_LIMIT_BYTES % 65536).toBe(0);
  });

  it('is read from a module memory section', () => {
    expect(memoryMaximumBytes(TINY_MODULE)).toBe(65536);
    expect(memoryMaximumBytes(new Uint8Array([1, 2, 3]))).toBeNull();
    // Min 1, no maximum.
    const noMax = TINY_MODULE.slice();
    noMax.set([0x05, 0x04, 0x01, 0x00, 0x01, 0x01], 18);
    expect(memoryMaximumBytes(noMax)).toBeNull();
  });

  it('names a trap at the limit as running out of memory, and leaves other errors alone', async () => {
    const { instance } = await WebAssembly.instantiate(TINY_MODULE, {});
    const exports = instance.exports as { memory: WebAssembly.Memory; grab(): void };
    let trap: unknown;
    try {
      exports.grab();
    } catch (error) {
      trap = error;
    }
    expect(trap).toBeInstanceOf(WebAssembly.RuntimeError);
    const atLimit = {
      limitBytes: memoryMaximumBytes(TINY_MODULE),
      usedBytes: exports.memory.buffer.byteLength,
      failedAllocBytes: 0,
    };
    expect(describeSolverError(trap, atLimit)).toBe(
      'the solver ran out of memory on this scenario (limit 64 KiB): holding 64 KiB. ' +
        'Shorten the run (durationS), sample less often (sampleEveryS) or use a larger time step (dtS).',
    );
    // The module says which allocation failed (solver/src/alloc_watch.rs), far below the limit.
    const asked = { limitBytes: WASM_MEMORY_LIMIT_BYTES, usedBytes: 300 * 2 ** 20, failedAllocBytes: 800 * 2 ** 20 };
    expect(describeSolverError(trap, asked)).toMatch(
      /^the solver ran out of memory on this scenario \(limit 1 GiB\): it asked for 800 MiB more while holding 300 MiB\./,
    );
    const roomy = { limitBytes: WASM_MEMORY_LIMIT_BYTES, usedBytes: 2 ** 20, failedAllocBytes: 0 };
    expect(describeSolverError(trap, roomy)).toBe(
      'the solver stopped on this scenario with an internal error (unreachable)',
    );
    expect(describeSolverError(new Error('boom'), asked)).toBe('Error: boom');
  });
});
