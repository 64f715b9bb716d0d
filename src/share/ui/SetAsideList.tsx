/**
 * The autosaved scenarios that could not be opened and were set aside (src/state/setAside.ts),
 * each named by when it was set aside, with a Download button that saves it exactly as it was
 * stored. Shown under the start notice when the page set one aside, and in the File menu.
 */
import { download } from '../download';
import { setAsideCopies, setAsideFileName, setAsideLabel, setAsideText } from '../../state/setAside';
import { pageStorage } from '../../state/storage';

/** The set-aside copies with a Download button each, or nothing when there are none. */
export function SetAsideList() {
  const { store } = pageStorage();
  const copies = setAsideCopies(store);
  if (copies.length === 0) return null;
  return (
    <div className="set-aside" data-testid="set-aside">
      Kept in this browser, oldest first:
      <ul>
        {copies.map((copy) => (
          <li key={copy.key}>
            {setAsideLabel(copy)}{' '}
            <button
              type="button"
              title={`Save it as ${setAsideFileName(copy)}${copy.why ? ` (${copy.why})` : ''}`}
              onClick={() => download(setAsideFileName(copy), setAsideText(store, copy) ?? '', 'application/json')}
            >
              Download
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
