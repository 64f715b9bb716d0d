/**
 * "Why not 100 %?" on the page: a button by the throughput chart that opens the explanation for a
 * route of the run at the cursor (./whyNotFull.ts, ./explainText.ts), the same explanation for the
 * "What am I looking at?" dialog, and the note that says the lines are sending rates when a link
 * is offered more than its capacity (./overCapacity.ts). Read from the page store.
 */
import { useMemo, useState } from 'react';
import { selectCursorS, selectScenario } from '../state/pageSelectors';
import { useValue } from '../state/usePageStore';
import type { RunStore } from '../store/runStore';
import { overCapacity } from './overCapacity';
import { overCapacityText, whyNotFullText } from './explainText';
import { chosenRoute, whyNotFull } from './whyNotFull';
import { useWords } from '../state/useWords';
import { WhyPicture, schoolOverCapacityText, schoolWhyText } from './schoolWhy';
import './explain.css';

/** The explanation for a route picked from the run's routes (the first highlighted one at first). */
export function WhyNotFullText() {
  const solve = useValue((s) => s.run.solve);
  const scenario = useValue(selectScenario);
  const cursorS = useValue(selectCursorS);
  const highlighted = useValue((s) => s.view.highlighted);
  const store = solve.store;
  const [picked, setPicked] = useState<string | null>(null);
  const words = useWords();
  const routeId = store ? (picked ?? chosenRoute(store.layout, highlighted)) : undefined;
  const why = useMemo(
    // The store fills in place: `solve` changes with every chunk.
    () => (solve.store && routeId ? whyNotFull(solve.store, scenario, routeId, cursorS) : null),
    [solve, scenario, routeId, cursorS],
  );
  if (!store || store.length === 0) return <p className="why-full">Nothing has been run yet.</p>;
  const text = why && !words.school && whyNotFullText(why);
  const school =
    why && words.school ? schoolWhyText(why, theName(words.resource(why.resourceId, why.resourceId))) : null;
  return (
    <div className="why-full" data-testid="why-not-full">
      <label>
        Route{' '}
        <select value={routeId} onChange={(e) => setPicked(e.target.value)}>
          {store.layout.routes.map((r) => (
            <option key={r.id} value={r.id}>
              {words.series(r.id, r.id)}
            </option>
          ))}
        </select>
      </label>
      {school && why ? (
        <>
          <p>{school.how}</p>
          <WhyPicture w={why} />
          <p data-testid="why-not-full-here">{school.here}</p>
          <p>{school.later}</p>
        </>
      ) : text ? (
        <>
          <p>{text.law}</p>
          <p data-testid="why-not-full-here">{text.here}</p>
          <p data-testid="why-not-full-steeper">{text.steeper}</p>
          <p>{text.packet}</p>
        </>
      ) : (
        <p>
          {words.series(routeId ?? '', routeId ?? '')} has no capacity at t = {cursorS.toFixed(1)} s: move the time
          cursor to where it is in reach.
        </p>
      )}
    </div>
  );
}

/** "satellite" -> "the satellite"; "WiFi B1 for the front car" stays. */
function theName(name: string): string {
  return /^[a-z]/.test(name) ? `the ${name}` : name;
}

/** The "Why not 100 %?" button beside the throughput chart and the explanation it opens. */
export function WhyNotFullButton() {
  const [open, setOpen] = useState(false);
  return (
    // Not a div: a chart slot's divs share its height (charts.css).
    <aside className="why-full-slot" aria-label="Why not 100 %?">
      <button type="button" className="why-full-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Why not 100 %?
      </button>
      {open && <WhyNotFullText />}
    </aside>
  );
}

/** The note for one run's store, once it is complete (a fluid run's sending rates; a packet run's lines are measured). */
function RunOverCapacity({ store, version, untilS, label }: RunNote) {
  const words = useWords();
  const over = useMemo(
    () => (store?.complete && store.layout.engine !== 'packet' ? overCapacity(store, untilS) : null),
    // The store fills in place: `version` changes as it grows.
    // oxlint-disable-next-line react/exhaustive-deps
    [store, version, untilS],
  );
  return over ? (
    <p className="over-capacity-note" role="note" data-testid="over-capacity-note">
      {label && <strong>{label}: </strong>}
      {words.school
        ? schoolOverCapacityText(over, theName(words.resource(over.resourceId, over.resourceId)))
        : overCapacityText(over)}
    </p>
  ) : null;
}

/** A run the note reads: its store (filled in place), its version, and the comparison label, if any. */
interface RunNote {
  store: RunStore | null;
  version: number;
  untilS?: number;
  label?: string;
}

/** The note under the throughput chart when the rates into a link exceed its capacity (up to `untilS`). */
export function OverCapacityNote({ untilS = Infinity }: { untilS?: number }) {
  const solve = useValue((s) => s.run.solve);
  return <RunOverCapacity store={solve.store} version={solve.version} untilS={untilS} />;
}

/** The same note for each run of a comparison, named by its label. */
export function OverCapacityNotes({
  runs,
}: {
  runs: ReadonlyArray<{ label: string; store: RunStore | null; version: number }>;
}) {
  return (
    <>
      {runs.map((r) => (
        <RunOverCapacity key={r.label} store={r.store} version={r.version} label={r.label} />
      ))}
    </>
  );
}
