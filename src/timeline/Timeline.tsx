/**
 * The timeline: play or pause, step, speed, and a time slider with the current time, read from
 * and acting on the page store (the cursor moves every frame while playing: only this, and the
 * parts that show the cursor, re-render then).
 */
import { SPEEDS } from './speeds';
import { usePageStore, useValue } from '../state/usePageStore';
import { cursorStepS } from '../state/pageStore';

/** A small triangle-and-bar icon (drawn, so it never depends on the fonts installed). */
function Icon({ kind }: { kind: 'back' | 'play' | 'pause' | 'forward' }) {
  const shapes = {
    back: <path d="M3 2h2v12H3zM14 2v12L6 8z" />,
    play: <path d="M4 2v12l10-6z" />,
    pause: <path d="M3 2h4v12H3zM9 2h4v12H9z" />,
    forward: <path d="M11 2h2v12h-2zM2 2v12l8-6z" />,
  };
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      {shapes[kind]}
    </svg>
  );
}

/** Controls of the time cursor. */
export function Timeline() {
  const store = usePageStore();
  const timeS = useValue((s) => s.view.cursorS);
  const playing = useValue((s) => s.view.playing);
  const speed = useValue((s) => s.view.speed);
  const durationS = useValue((s) => s.history.present.solver.durationS);
  const stepS = useValue((s) => cursorStepS(s.history.present));
  return (
    <div className="timeline" role="group" aria-label="Timeline">
      <button type="button" onClick={() => store.step(-1)} aria-label="Step back" title="Step back (←)">
        <Icon kind="back" />
      </button>
      <button
        type="button"
        onClick={store.togglePlay}
        aria-label={playing ? 'Pause' : 'Play'}
        title="Play or pause (space)"
        className="play"
      >
        <Icon kind={playing ? 'pause' : 'play'} />
      </button>
      <button type="button" onClick={() => store.step(1)} aria-label="Step forward" title="Step forward (→)">
        <Icon kind="forward" />
      </button>
      <label className="speed">
        Speed
        <select value={speed} onChange={(e) => store.setSpeed(Number(e.target.value))} aria-label="Playback speed">
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
        </select>
      </label>
      <input
        type="range"
        className="scrubber"
        min={0}
        max={durationS}
        step={stepS}
        value={timeS}
        onChange={(e) => store.setCursorS(Number(e.target.value))}
        aria-label="Time cursor"
        aria-valuetext={`${timeS.toFixed(1)} seconds`}
      />
      <output className="time" aria-live="off" data-testid="time-cursor">
        t = {timeS.toFixed(1)} s
      </output>
    </div>
  );
}
