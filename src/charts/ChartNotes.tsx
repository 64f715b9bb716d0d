/**
 * Chart annotations: notes pinned to a time on a chart (the scenario's `annotations`). `NotesLayer`
 * draws each as a dashed marker with a short label, in its own SVG over the plot (so the SVG and PNG
 * exports, which inline the box's SVG layers, carry it); `NoteControls` is the chart's "Pin a note"
 * button (at the time cursor, text from a small input) and the list of its notes with Delete.
 */
import { useId, useState } from 'react';
import type { ScaleLinear } from 'd3';
import type { Annotation } from '../scenario/types';
import { MARGIN, type ChartMargin } from './render';
import type { ChartName } from './chartNames';
import type { ChartNote } from './types';
import { at } from '../util/at';

export type { ChartNote };

/** Characters of a note shown on the chart (the full text is its tooltip). */
export const NOTE_LABEL_CHARS = 40;

/** The notes of `chart` among `annotations`. */
export function notesOf(annotations: readonly Annotation[] | undefined, chart: ChartName): ChartNote[] {
  return (annotations ?? []).flatMap((a, index) =>
    a.chart === chart ? [{ index, timeS: a.timeS, text: a.text, step: a.step }] : [],
  );
}

/** The characters a reader sees in `text` (grapheme clusters: an emoji, a letter with its accents). */
function graphemes(text: string): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
}

/**
 * The label a note shows on the chart: its text, cut to NOTE_LABEL_CHARS characters as a reader
 * counts them (never inside an emoji or a surrogate pair, which would leave half a character).
 */
export function noteLabel(text: string): string {
  if (text.length <= NOTE_LABEL_CHARS) return text;
  const chars = graphemes(text);
  return chars.length > NOTE_LABEL_CHARS ? `${chars.slice(0, NOTE_LABEL_CHARS - 1).join('')}…` : text;
}

/** Height of a note label's row, CSS px (11 px text). */
const NOTE_ROW_PX = 13;
/** Rows a note label may take before labels are allowed to overlap. */
const NOTE_ROWS = 3;
/** Width of one character of a note label, CSS px (11 px system-ui, a generous average). */
const NOTE_CHAR_PX = 6.4;

/** Where a note's label goes: its x, which side of the marker, and its baseline in the plot. */
export interface NotePlacement {
  px: number;
  right: boolean;
  labelY: number;
  /** The label's horizontal extent, CSS px (plot coordinates). */
  fromPx: number;
  toPx: number;
}

/**
 * Places note labels inside the plot, below its top edge (the epoch labels t1, t2, ... sit above
 * the plot, in the margin, so no note covers one), each on the first row where it overlaps no
 * label placed before it; a label goes right of its marker in the left 60 % of the plot, else left.
 */
export function placeNotes(
  notes: ReadonlyArray<{ timeS: number; text: string }>,
  x: (timeS: number) => number,
  plotW: number,
): NotePlacement[] {
  const rows: Array<Array<[number, number]>> = Array.from({ length: NOTE_ROWS }, () => []);
  return notes.map((n) => {
    const px = x(n.timeS);
    const right = px < plotW * 0.6;
    const width = noteLabel(n.text).length * NOTE_CHAR_PX;
    const fromPx = right ? px + 6 : px - 6 - width;
    const toPx = right ? px + 6 + width : px - 6;
    let row = rows.findIndex((r) => r.every(([a, b]) => toPx + 4 <= a || fromPx >= b + 4));
    if (row < 0) row = 0;
    at(rows, row, 'note row').push([fromPx, toPx]);
    return { px, right, labelY: 8 + NOTE_ROW_PX * (row + 1), fromPx, toPx };
  });
}

/** The notes as markers over the plot; those outside [t0, t1] are left out. */
export function NotesLayer({
  notes,
  x,
  t0,
  t1,
  width,
  height,
  plotH,
  margin = MARGIN,
}: {
  /** The space around the plot (render.ts `chartMargin`); default `MARGIN`. */
  margin?: ChartMargin;
  notes: readonly ChartNote[];
  x: ScaleLinear<number, number>;
  t0: number;
  t1: number;
  width: number;
  height: number;
  plotH: number;
}) {
  const shown = notes.filter((n) => n.timeS >= t0 && n.timeS <= t1);
  if (!shown.length || width <= 0) return null;
  return (
    <svg
      className="ts-chart-notes"
      width={width}
      height={height}
      aria-hidden="true"
      style={{ position: 'absolute', left: 0, top: 0, pointerEvents: 'none', overflow: 'visible' }}
    >
      <g transform={`translate(${margin.left},${margin.top})`}>
        {placeNotes(shown, x, width - margin.left - margin.right).map(({ px, right, labelY }, k) => {
          const n = at(shown, k, 'note');
          return (
            <g key={n.index} className="ts-chart-note" data-time={n.timeS}>
              <line x1={px} x2={px} y1={0} y2={plotH} stroke="#6a3d9a" strokeWidth={1.5} strokeDasharray="2 3" />
              <circle cx={px} cy={6} r={3.5} fill="#6a3d9a" />
              <text
                paintOrder="stroke"
                stroke="#fff"
                strokeWidth={3}
                strokeLinejoin="round"
                x={right ? px + 6 : px - 6}
                y={labelY}
                textAnchor={right ? 'start' : 'end'}
                fontSize={11}
                fill="#4a2a6a"
                fontFamily="system-ui, sans-serif"
              >
                <title>{n.text}</title>
                {noteLabel(n.text)}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}

/** "Pin a note" at the time cursor, and the chart's notes with Delete. */
export function NoteControls({
  chart,
  notes,
  cursorS,
  onAdd,
  onRemove,
}: {
  chart: ChartName;
  notes: readonly ChartNote[];
  cursorS: number;
  onAdd(annotation: Annotation): void;
  onRemove(index: number): void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const timeS = Math.round(cursorS * 10) / 10;
  return (
    <div className="chart-notes">
      {draft === null ? (
        <button
          type="button"
          onClick={() => setDraft('')}
          aria-label={`Pin a note on the ${chart} chart at ${timeS} s`}
        >
          Pin a note
        </button>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const text = draft.trim().slice(0, 500);
            if (text) onAdd({ chart, timeS, text });
            setDraft(null);
          }}
        >
          <label htmlFor={inputId}>Note at {timeS} s</label>{' '}
          <input
            id={inputId}
            value={draft}
            maxLength={500}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setDraft(null)}
          />{' '}
          <button type="submit">Pin</button>{' '}
          <button type="button" onClick={() => setDraft(null)}>
            Cancel
          </button>
        </form>
      )}
      {notes.length > 0 && (
        <details className="chart-notes-details">
          <summary>Notes ({notes.length})</summary>
          <ul className="chart-notes-list" aria-label={`Notes on the ${chart} chart`}>
            {notes.map((n) => (
              <li key={n.index}>
                {n.timeS} s: {n.text}{' '}
                <button
                  type="button"
                  onClick={() => onRemove(n.index)}
                  aria-label={`Delete the note "${noteLabel(n.text)}"`}
                >
                  Delete
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
