/**
 * "Copy link": the whole scenario, the time cursor and the hidden series in the address fragment, and the lesson
 * parameters of the page's own address kept before it (see `keptLessonQuery`). A link longer than LINK_LIMIT is not
 * offered; the user is told to save the scenario as a file instead.
 */
import { useState } from 'react';
import type { Scenario } from '../../scenario/types';
import { LINK_LIMIT, encodeLink, linkLength } from '../linkCodec';
import { keptLessonQuery, type PageTiles } from '../../lesson/ui/lessonQuery';

/** Builds the share link of `scenario`, copies it, and shows it for manual copying too. */
export function ShareButton({
  scenario,
  cursorS,
  hiddenSeries,
  tiles,
}: {
  scenario: Scenario;
  cursorS: number;
  hiddenSeries: ReadonlySet<string>;
  /** The map tiles the page shows, handed on in the link. */
  tiles?: PageTiles;
}) {
  const [link, setLink] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const share = async () => {
    try {
      const hidden = [...hiddenSeries].sort();
      const fragment = await encodeLink(scenario, {
        cursorS: Math.round(cursorS * 10) / 10,
        ...(hidden.length ? { hidden } : {}),
      });
      const url = `${location.origin}${location.pathname}${keptLessonQuery(location.search, tiles)}#${fragment}`;
      const length = linkLength(url);
      if (length > LINK_LIMIT) {
        setLink(null);
        setMessage(
          `This scenario's link would be ${length} characters (over ${LINK_LIMIT}, too long for some browsers and chats): use "Save scenario" and share the file instead.`,
        );
        return;
      }
      setLink(url);
      try {
        await navigator.clipboard.writeText(url);
        setMessage(`Link copied (${length} characters).`);
      } catch {
        setMessage('Copy the link below (the browser did not allow copying).');
      }
    } catch (error) {
      setLink(null);
      setMessage(`No link: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <div className="share">
      <button type="button" onClick={() => void share()}>
        Copy link
      </button>
      {message && (
        <span className="share-message" role="status">
          {message}
        </span>
      )}
      {link && (
        <input
          className="share-link"
          readOnly
          value={link}
          aria-label="Share link"
          onFocus={(e) => e.target.select()}
        />
      )}
    </div>
  );
}
