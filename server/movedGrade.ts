/**
 * Grading an answer, with the move a step with `unlock` lets a student make: without a move, against
 * the class key; with one, against the key computed for that move (keys/movedKey.ts). A move that
 * does not fit is refused with a message naming the field; a move whose run fails or takes too long
 * leaves the answer stored but not graded.
 */
import type { ClientMessage, StepKey } from '../src/class/protocol';
import { gradeAnswer } from '../src/class/stepKeys';
import type { SessionRow } from './db/store';
import { KeyError, type KeyOptions } from './keys/computeKeys';
import { movedProblem, movedStepKey } from './keys/movedKey';

/** The answer's grade (true, false, null: not graded), or why its move is refused. */
export async function gradeMoved(
  session: SessionRow,
  key: StepKey,
  m: Extract<ClientMessage, { type: 'answer' }>,
  afterReveal: boolean,
  keys: KeyOptions,
): Promise<boolean | null | string> {
  if (!m.moved) return afterReveal ? null : gradeAnswer(key, m.answer);
  const problem = movedProblem(session.scenarioJson, key, m.moved);
  if (problem) return problem;
  if (afterReveal) return null;
  try {
    const own = await movedStepKey(session.scenarioJson, m.step, m.moved, keys);
    return own ? gradeAnswer(own, m.answer) : null;
  } catch (e) {
    if (e instanceof KeyError) return null;
    throw e;
  }
}
