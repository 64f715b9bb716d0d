/**
 * The cost gate of a job the user starts from a panel (the placement map): before its first run,
 * the page's cost verdict on the scenario it varies (`jobRefusal`); a refused job does not start
 * and the panel shows why.
 */
import { useEffect, useState } from 'react';
import { jobRefusal } from '../state/solverGuard';

/** The last refusal (cleared when the scenario changes) and `gated`, which starts a job only when the verdict lets it. */
export function useJobGate(scenarioJson: string): { refusal: string | null; gated(start: () => void): void } {
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => setRefusal(null), [scenarioJson]);
  const gated = (start: () => void) =>
    void jobRefusal(scenarioJson).then((why) => {
      setRefusal(why);
      if (!why) start();
    });
  return { refusal, gated };
}
