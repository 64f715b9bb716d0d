/** Test helper: a stand-in for the solver worker that records what it was sent and replies on demand. */
import type { FromWorker, ToWorker } from '../../src/solver/protocol';

/** A fake `Worker` for `SolverClient` tests. */
export class FakeWorker {
  sent: ToWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: ToWorker) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Delivers `message` as if the worker had posted it. */
  reply(message: FromWorker) {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
}
