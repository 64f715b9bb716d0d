/**
 * Playback of the time cursor: play, pause, step and speed (0.5x to 64x). While playing, the
 * cursor advances by `speed` simulated seconds per real second, once per animation frame.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Playback speeds offered, simulated seconds per real second. */
export const SPEEDS = [0.5, 1, 2, 4, 8, 16, 32, 64];

/** State and controls of the time cursor. */
export interface Playback {
  timeS: number;
  playing: boolean;
  speed: number;
  setTime(tS: number): void;
  play(): void;
  pause(): void;
  toggle(): void;
  step(direction: 1 | -1, large?: boolean): void;
  setSpeed(speed: number): void;
}

/** A time cursor over `[0, durationS]`, starting at `initialS`, that steps by `stepS`. */
export function usePlayback(durationS: number, stepS: number, initialS = 0): Playback {
  const [timeS, setTimeState] = useState(initialS);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(16);
  const timeRef = useRef(initialS);
  const clamp = useCallback((t: number) => Math.min(Math.max(0, t), durationS), [durationS]);
  const setTime = useCallback(
    (t: number) => {
      timeRef.current = clamp(t);
      setTimeState(timeRef.current);
    },
    [clamp],
  );

  // A shorter scenario (another preset) pulls the cursor back into its range.
  useEffect(() => {
    if (timeRef.current > durationS) setTime(durationS);
  }, [durationS, setTime]);

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const next = timeRef.current + ((now - last) / 1000) * speed;
      last = now;
      if (next >= durationS) {
        setTime(durationS);
        setPlaying(false);
        return;
      }
      setTime(next);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, durationS, setTime]);

  return {
    timeS,
    playing,
    speed,
    setTime,
    play: () => {
      if (timeRef.current >= durationS) setTime(0);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
    toggle: () => {
      if (playing) setPlaying(false);
      else {
        if (timeRef.current >= durationS) setTime(0);
        setPlaying(true);
      }
    },
    step: (direction, large = false) => {
      setPlaying(false);
      setTime(timeRef.current + direction * (large ? 10 : stepS));
    },
    setSpeed,
  };
}
