/** Lesson mode's playback, started by the page once the first result is complete. */
import { useEffect, useState } from 'react';
import type { Playback } from '../timeline/usePlayback';
import type { LessonOptions } from './lessonParams';

/** Lesson mode's playback: the speed it asks for, and autoplay once the first result is complete. */
export function useLessonPlayback(lesson: LessonOptions, playback: Playback, solved: boolean): void {
  const [started, setStarted] = useState(false);
  const { setSpeed, play } = playback;
  useEffect(() => {
    if (lesson.speed !== null) setSpeed(lesson.speed);
  }, [lesson.speed, setSpeed]);
  useEffect(() => {
    if (lesson.autoplay && solved && !started) {
      setStarted(true);
      play();
    }
  }, [lesson.autoplay, solved, started, play]);
}
