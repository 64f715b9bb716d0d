/**
 * Paper badges in the browser: `checkPaper` requests of the lowest priority (`badges`) on the
 * solver service's pool measure a scenario's published numbers off the main thread; they wait
 * while the page's own runs are in progress (src/solver/service.ts), so those are not delayed. A
 * stale check is cancelled (its worker is replaced). Reports are cached by scenario text, so the
 * gallery's checks serve the preset it loads.
 */
import { solverService, type JobGroup } from '../solver/service';
import { costRefusal, pageEstimate, type EstimateCost } from '../state/solverGuard';
import type { BadgeEngine, PaperReport } from '../solver/paperReport';

/** Both engines: a badge names which of them it is checked with. */
export const BADGE_ENGINES: readonly BadgeEngine[] = ['fluid', 'packet'];

const CACHE_SIZE = 32;
const cache = new Map<string, PaperReport>();

/** A report already computed for this scenario text, if any. */
export function cachedReport(scenarioJson: string): PaperReport | undefined {
  return cache.get(scenarioJson);
}

function remember(scenarioJson: string, report: PaperReport): void {
  cache.delete(scenarioJson);
  cache.set(scenarioJson, report);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

/** Answers `check` requests in order, as one group of badge requests. */
export class PaperChecker {
  constructor(
    private readonly jobs: JobGroup = solverService().jobs('badges'),
    /** The cost estimate a check asks first (the page's own solver by default). */
    private readonly estimate: (scenarioJson: string) => Promise<EstimateCost> = pageEstimate,
  ) {}

  /**
   * The report of the scenario's published numbers (from the cache, or measured in a worker).
   * A scenario the page's cost verdict refuses is not checked: the promise rejects with
   * `not checked: over the cost limits: ...` and no job starts (issue 23: III-D over 2e5 s was
   * held on the page while its badges ran the whole job in the background).
   */
  async check(scenarioJson: string, engines: readonly BadgeEngine[] = BADGE_ENGINES): Promise<PaperReport> {
    const known = cachedReport(scenarioJson);
    if (known) return known;
    const refusal = costRefusal(scenarioJson, await this.estimate(scenarioJson));
    if (refusal) throw new Error(`not checked: ${refusal}`);
    const report = await this.jobs.checkPaper(scenarioJson, engines);
    remember(scenarioJson, report);
    return report;
  }

  /** Drops every pending check (their promises reject with "cancelled"). */
  cancel(): void {
    this.jobs.cancel();
  }
}
