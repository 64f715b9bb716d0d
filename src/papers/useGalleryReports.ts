/**
 * The gallery's paper badges: while the gallery is open, one checker (badge requests on the solver
 * service's pool) checks each preset that carries published numbers, one after another, and each
 * card shows its tally as it arrives.
 */
import { useEffect, useState } from 'react';
import type { Scenario } from '../scenario/types';
import { hasBadges } from '../solver/paperReport';
import type { PaperCheckState } from './PaperBadges';
import { PaperChecker } from './paperChecker';

/** Each preset's check state by name (presets without badges are absent). */
export function useGalleryReports(
  cards: ReadonlyArray<{ name: string; scenario: Scenario }>,
  open: boolean,
): Record<string, PaperCheckState> {
  const [states, setStates] = useState<Record<string, PaperCheckState>>({});
  useEffect(() => {
    if (!open || cards.length === 0) return;
    const checker = new PaperChecker();
    let live = true;
    const withBadges = cards.filter((c) => hasBadges(c.scenario));
    setStates(Object.fromEntries(withBadges.map((c) => [c.name, { report: null, error: null, pending: true }])));
    void (async () => {
      for (const { name, scenario } of withBadges) {
        let next: PaperCheckState;
        try {
          next = { report: await checker.check(JSON.stringify(scenario)), error: null, pending: false };
        } catch (e) {
          if (!live) return;
          next = { report: null, error: (e as Error).message, pending: false };
        }
        if (!live) return;
        setStates((s) => ({ ...s, [name]: next }));
      }
    })();
    return () => {
      live = false;
      checker.cancel();
    };
  }, [cards, open]);
  return states;
}
