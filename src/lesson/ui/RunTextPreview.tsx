/**
 * The builder's preview of a text with run placeholders (src/lesson/runText.ts): how it reads on the
 * page's run now (the whole run: the teacher sees every value). Nothing for a text without any.
 */
import { usePageRun } from './useRunText';
import { fillRunText, placeholdersOf } from '../runText';

/** "Reads on this run: ..." under a text that holds run placeholders. */
export function RunTextPreview({ text }: { text: string }) {
  const run = usePageRun();
  if (placeholdersOf(text).length === 0) return null;
  return (
    <p className="builder-run-text" data-testid="builder-run-text">
      Reads on this run: {fillRunText(text, run)}
    </p>
  );
}
