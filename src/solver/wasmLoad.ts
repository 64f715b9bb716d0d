/**
 * Fetching mpsolver.wasm at start-up, with retries: a network blip must not leave the page without
 * its solver. After the last attempt the error says so, and the page offers a Reload.
 */

/** How the module is fetched: attempts and the waits between them. */
export interface FetchRetry {
  /** Waits before each retry, milliseconds (length + 1 attempts in all). */
  delaysMs: readonly number[];
  /** The fetch to use (injectable for tests). */
  fetch?: typeof fetch;
  /** Waits `ms` (injectable for tests). */
  sleep?: (ms: number) => Promise<void>;
}

/** Four attempts: at once, then after 0.5 s, 1.5 s and 3 s (5 s in all). */
export const DEFAULT_FETCH_RETRY: FetchRetry = { delaysMs: [500, 1500, 3000] };

/** The solver module could not be fetched, even after retrying. */
export class WasmLoadError extends Error {
  constructor(
    message: string,
    /** How many times the fetch was tried. */
    readonly attempts: number,
  ) {
    super(message);
    this.name = 'WasmLoadError';
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The bytes at `url`, fetched with `retry`'s attempts; throws WasmLoadError after the last. */
export async function fetchWasmBytes(url: string, retry: FetchRetry = DEFAULT_FETCH_RETRY): Promise<ArrayBuffer> {
  const doFetch = retry.fetch ?? fetch;
  const sleep = retry.sleep ?? wait;
  const attempts = retry.delaysMs.length + 1;
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) await sleep(retry.delaysMs[attempt - 2] ?? 0);
    try {
      const response = await doFetch(url);
      if (response.ok) return await response.arrayBuffer();
      last = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
  }
  return Promise.reject(
    new WasmLoadError(`the solver module could not be loaded (${attempts} attempts; last: ${last})`, attempts),
  );
}
