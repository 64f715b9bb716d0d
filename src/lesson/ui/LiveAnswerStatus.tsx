/**
 * A question's live-class line: "Send answer" until sent, then "Sent" once the server committed it
 * (or "Saved: will be sent when you are back online" meanwhile), and the verdict once the teacher
 * reveals the step's answer.
 */
import { useState } from 'react';
import { FREE_TEXT_MAX_CHARS } from '../../class/protocol';
import { ownRunKey, verdictText } from '../../class/verdict';
import type { MovedStation } from '../../class/protocol';
import type { Response, RuleOutcome } from '../rules';
import { usePageStore } from '../../state/usePageStore';
import type { LiveLesson } from './liveLesson';
import { useWords } from '../../state/useWords';

/** The status of a waiting answer, in words. */
export const WAITING_WORDS = 'Saved: will be sent when you are back online';

/** What the card says when the step was revealed before the student answered. */
export const LATE_WORDS = 'The answer was revealed before you answered: your answer is still sent, but not graded';

/** Send, its status, and the revealed verdict for `step`. */
export function LiveAnswerStatus({
  live,
  step,
  response,
  explanation,
  unlockStationId,
  ownOutcome,
}: {
  live: LiveLesson;
  step: number;
  response: Response | null;
  explanation?: string;
  /** The station the step unlocks: its place is sent with the answer, the verdict is on this run. */
  unlockStationId?: string;
  /** The rule's outcome on the page's run (a step with `unlock`). */
  ownOutcome?: RuleOutcome | null;
}) {
  const store = usePageStore();
  // When the question was shown: the time to answer is measured from here.
  const [shownAtMs] = useState(() => Date.now());
  const words = useWords();
  const given = live.answerFor(step);
  const revealedKey = live.revealed.find((k) => k.step === step);
  // A student who moved the unlocked station is marked on their own run, as the server grades them.
  const key = revealedKey && given?.moved && ownOutcome ? ownRunKey(revealedKey, ownOutcome) : revealedKey;
  // An answer sent after its step was revealed is kept but not graded (the server stores it so).
  const [sentAfterReveal, setSentAfterReveal] = useState(false);
  // Also after a reload, or for an answer that waited offline until after the reveal: the server says.
  const late = !!key && (!given || sentAfterReveal || live.lateSteps.includes(step));
  const send = () => {
    if (!response) return;
    if (key) setSentAfterReveal(true);
    const answer = 'text' in response ? { text: response.text.slice(0, FREE_TEXT_MAX_CHARS) } : response;
    live.answer(step, answer, Date.now() - shownAtMs, unlockStationId ? movedNow(unlockStationId) : undefined);
  };
  const movedNow = (stationId: string): MovedStation | undefined => {
    const at = store.getState().history.present.stations?.find((s) => s.id === stationId)?.position;
    return at && { stationId, xM: at.xM, yM: at.yM };
  };
  return (
    <>
      {!given ? (
        <p className="live-answer">
          <button type="button" onClick={send} disabled={!response}>
            Send answer
          </button>
        </p>
      ) : (
        <p className="live-answer" role="status" data-testid="live-answer-status" data-status={given.status}>
          {given.status === 'sent' && 'Sent'}
          {given.status === 'waiting' && WAITING_WORDS}
          {given.status === 'refused' && `Not accepted: ${given.problem ?? 'the class refused it'}`}
        </p>
      )}
      {late && (
        <p className="live-late" data-testid="live-late">
          {LATE_WORDS}
        </p>
      )}
      {key ? (
        <p className="lesson-result" role="status" data-testid="lesson-result">
          {words.text(verdictText(key, late ? null : (given?.answer ?? null)))}
          {key !== revealedKey &&
            words.text(`Marked on your run, with ${unlockStationId ?? 'the station'} where you put it. `)}
          {words.text(explanation ?? '')}
        </p>
      ) : (
        given && <p className="live-wait">The answer shows when your teacher reveals it.</p>
      )}
    </>
  );
}
