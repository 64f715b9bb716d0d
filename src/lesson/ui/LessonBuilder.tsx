/**
 * "Create lesson link": a dialog where a teacher chooses what the student sees (the lesson
 * parameters, LessonBuilderForm.tsx) and which lesson steps run, sees a live preview of the link,
 * and copies the link or an `<iframe>` snippet for a course page. The link is the current scenario
 * in the fragment (as "Copy link" gives it) and the chosen parameters in the query
 * (`buildLessonQuery`). The lesson linked is the lesson builder's, once the teacher has written in
 * it, saved or not (src/lesson/draftLink.ts): one lesson, one link.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Scenario } from '../../scenario/types';
import { LINK_LIMIT, encodeLink, linkLength } from '../../share/linkCodec';
import { PREVIEW_FRAME_NAME } from '../../state/storage';
import { Dialog } from '../../ui/Dialog';
import { usePageStore } from '../../state/usePageStore';
import { linkedLesson, type LinkedLesson } from '../draftLink';
import { LessonBuilderForm, type LessonChoice } from './LessonBuilderForm';
import { firstLessonChoice, iframeSnippet, lessonLink, tileValues, type PageTiles } from './lessonQuery';
import { lessonStepTexts, lessonTitle } from './lessonSteps';
import './lessonBuilder.css';

/** The width the preview page is laid out at (lessonBuilder.css), before it is scaled down. */
const PREVIEW_WIDTH_PX = 960;

/** How long the preview waits after the last change before it reloads. */
const PREVIEW_DELAY_MS = 600;

/** The view the link opens on: the cursor and the hidden series, as "Copy link" gives them. */
interface BuilderView {
  cursorS: number;
  hiddenSeries: ReadonlySet<string>;
  /** The map tiles the page shows, handed on in the link. */
  tiles?: PageTiles;
}

/**
 * The "Create lesson link" button and its dialog; `label` names the button otherwise (the lesson
 * builder's "Save as a link"), `onOpen` is told when the dialog opens. The dialog links `scenario`
 * with the lesson builder's lesson when the teacher has written one (read when it opens).
 */
export function LessonBuilder({
  scenario,
  cursorS,
  hiddenSeries,
  label = 'Create lesson link',
  onOpen,
}: { scenario: Scenario; label?: string; onOpen?(): void } & BuilderView) {
  const store = usePageStore();
  const [open, setOpen] = useState<LinkedLesson | null>(null);
  return (
    <>
      <button
        type="button"
        className="lesson-builder-button"
        aria-haspopup="dialog"
        onClick={() => {
          onOpen?.();
          setOpen(linkedLesson(scenario, store.getState().view.lessonDraft));
        }}
      >
        {label}
      </button>
      {open && (
        <Dialog title="Create a lesson link" className="lesson-builder" onClose={() => setOpen(null)}>
          <LinkedLessonNote linked={open} />
          {open.problems.length === 0 && (
            <LessonBuilderBody scenario={open.scenario} cursorS={cursorS} hiddenSeries={hiddenSeries} />
          )}
        </Dialog>
      )}
    </>
  );
}

/** Where the linked lesson comes from: the builder's (saved or not), and what stops it being linked. */
function LinkedLessonNote({ linked }: { linked: LinkedLesson }) {
  if (!linked.fromBuilder) return null;
  return (
    <div className="lesson-builder__source" data-testid="linked-lesson-note">
      <p>
        {linked.unsaved
          ? 'This link carries the lesson you are writing, not yet saved to My lessons.'
          : 'This link carries the lesson you are writing in the lesson builder.'}
      </p>
      {linked.problems.length > 0 && (
        <>
          <p role="alert">It cannot be linked yet; in the lesson builder:</p>
          <ul>
            {linked.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The scenario's fragment, encoded once when the dialog opens (the page behind it cannot change meanwhile). */
function useFragment(scenario: Scenario, { cursorS, hiddenSeries }: BuilderView) {
  const [fragment, setFragment] = useState<{ text: string } | { error: string } | null>(null);
  const [view] = useState(() => {
    const hidden = [...hiddenSeries].sort();
    return { cursorS: Math.round(cursorS * 10) / 10, ...(hidden.length ? { hidden } : {}) };
  });
  useEffect(() => {
    let cancelled = false;
    encodeLink(scenario, view).then(
      (text) => !cancelled && setFragment({ text }),
      (e: unknown) => !cancelled && setFragment({ error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      cancelled = true;
    };
  }, [scenario, view]);
  return fragment;
}

/** Scales the 960-pixel-wide preview page to the width of the frame `ref` holds. */
function usePreviewScale() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = ref.current;
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      frame.style.setProperty('--preview-scale', String(frame.clientWidth / PREVIEW_WIDTH_PX)),
    );
    observer.observe(frame);
    return () => observer.disconnect();
  });
  return ref;
}

/** Copies `text`, reporting how it went in `report`. */
async function copy(text: string, what: string, report: (message: string) => void) {
  try {
    await navigator.clipboard.writeText(text);
    report(`${what} copied.`);
  } catch {
    report(`Select the ${what.toLowerCase()} below and copy it (the browser did not allow copying).`);
  }
}

function LessonBuilderBody({ scenario, ...view }: { scenario: Scenario } & BuilderView) {
  const [choice, setChoice] = useState<LessonChoice>(() => firstLessonChoice(scenario));
  const [message, setMessage] = useState('');
  const fragment = useFragment(scenario, view);
  const frameRef = usePreviewScale();
  const stepTexts = useMemo(() => lessonStepTexts(scenario), [scenario]);
  const title = lessonTitle(scenario) ?? scenario.title ?? 'Multipath Playground lesson';
  const link =
    fragment && 'text' in fragment
      ? lessonLink(`${location.origin}${location.pathname}`, { ...choice, ...tileValues(view.tiles) }, fragment.text)
      : null;
  // The first preview at once, later ones after a pause in the changes.
  // `previewed` is what `preview` was last set to, read when the link changes: with `preview` in
  // the effect's dependencies each preview would re-run it and set the same link again after a pause.
  const [preview, setPreview] = useState<string | null>(null);
  const previewed = useRef<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(
      () => {
        previewed.current = link;
        setPreview(link);
      },
      previewed.current === null ? 0 : PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [link]);
  const length = link ? linkLength(link) : 0;
  const snippet = link ? iframeSnippet(link, title) : '';
  return (
    <div className="lesson-builder__body">
      <div className="lesson-builder__choices">
        <p>Choose what the student sees; the link opens this scenario as it is now.</p>
        <LessonBuilderForm choice={choice} onChange={setChoice} stepTexts={stepTexts} />
      </div>
      <div className="lesson-builder__result">
        {fragment === null && <p role="status">Preparing the link…</p>}
        {fragment && 'error' in fragment && <p role="alert">No link: {fragment.error}</p>}
        {link && length > LINK_LIMIT && (
          <p role="alert">
            This link is {length} characters (over {LINK_LIMIT}, too long for some browsers and chats).
          </p>
        )}
        {link && (
          <>
            <label className="lesson-builder__field">
              Lesson link
              <input readOnly value={link} onFocus={(e) => e.target.select()} data-testid="lesson-link" />
            </label>
            <button type="button" onClick={() => void copy(link, 'Link', setMessage)}>
              Copy link
            </button>
            <label className="lesson-builder__field">
              Embed in a course page
              <textarea readOnly rows={3} value={snippet} onFocus={(e) => e.target.select()} />
            </label>
            <button type="button" onClick={() => void copy(snippet, 'Snippet', setMessage)}>
              Copy snippet
            </button>
          </>
        )}
        <p role="status" className="lesson-builder__message">
          {message}
        </p>
        {preview && (
          <figure className="lesson-builder__preview">
            <figcaption>Preview (what the student sees; not interactive)</figcaption>
            <div className="lesson-builder__frame" ref={frameRef} inert>
              <iframe title="Preview of the lesson link" name={PREVIEW_FRAME_NAME} src={preview} />
            </div>
          </figure>
        )}
      </div>
    </div>
  );
}
