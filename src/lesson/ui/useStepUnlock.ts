/**
 * A step's `unlock` on the page: while the step is the current one and its question is not yet
 * answered (sent, in a class) or played, the locked page lets the student drag that one station;
 * once the card leaves the step, the station goes back where the lesson put it, so the later steps
 * run (and are graded) on the lesson's own scenario.
 */
import { useEffect, useRef } from 'react';
import type { LessonTarget } from '../applyActions';
import type { LessonStep } from '../format';

/** Unlocks `step`'s station while `open`; puts it back when step `stepIndex` is left. */
export function useStepUnlock(target: LessonTarget, stepIndex: number, step: LessonStep | undefined, open: boolean) {
  const stationId = step?.unlock?.stationId ?? null;
  // Where the unlocked station was when its step became current.
  const home = useRef<{ index: number; id: string; position: { xM: number; yM: number } } | null>(null);
  useEffect(() => {
    const was = home.current;
    if (was && was.index !== stepIndex) {
      const now = target.stationPosition?.(was.id);
      if (now && (now.xM !== was.position.xM || now.yM !== was.position.yM))
        target.dispatch({ type: 'moveStation', id: was.id, position: was.position });
      home.current = null;
    }
    if (stationId && !home.current) {
      const position = target.stationPosition?.(stationId);
      if (position) home.current = { index: stepIndex, id: stationId, position };
    }
  }, [target, stepIndex, stationId]);
  useEffect(() => target.unlockStation?.(open && stationId ? stationId : null), [target, open, stationId]);
  useEffect(() => () => target.unlockStation?.(null), [target]);
}
