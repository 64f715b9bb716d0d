/** The timeline: play or pause, step, speed, and a time slider with the current time. */
import type { Playback } from './usePlayback';
import { SPEEDS } from './usePlayback';

/** Controls of the time cursor. */
export function Timeline({ playback, durationS, stepS }: { playback: Playback; durationS: number; stepS: number }) {
  const { timeS, playing, speed } = playback;
  return (
    <div className="timeline" role="group" aria-label="Timeline">
      <button type="button" onClick={() => playback.step(-1)} aria-label="Step back" title="Step back (←)">
        ⏮
      </button>
      <button type="button" onClick={playback.toggle} aria-label={playing ? 'Pause' : 'Play'} title="Play or pause (space)" className="play">
        {playing ? '⏸' : '▶'}
      </button>
      <button type="button" onClick={() => playback.step(1)} aria-label="Step forward" title="Step forward (→)">
        ⏭
      </button>
      <label className="speed">
        Speed
        <select value={speed} onChange={(e) => playback.setSpeed(Number(e.target.value))} aria-label="Playback speed">
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
        onChange={(e) => playback.setTime(Number(e.target.value))}
        aria-label="Time cursor"
        aria-valuetext={`${timeS.toFixed(1)} seconds`}
      />
      <output className="time" aria-live="off" data-testid="time-cursor">
        t = {timeS.toFixed(1)} s
      </output>
    </div>
  );
}
