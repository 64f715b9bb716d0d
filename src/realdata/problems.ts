/**
 * What an import of real data (a track, cell sites, a link trace) says when a file is refused or
 * partly read: the file, where in it (a line, an element, a feature) and what was expected. Every
 * message the page shows for such a file is made here, so they read alike.
 */

/** One problem of an imported file. */
export interface ImportProblem {
  /** The file's name as the user gave it (shown as plain text, never as markup). */
  file: string;
  /** Where: `line 12`, `<trkpt> 3 of <trkseg> 1`, `feature 4`; null for the file as a whole. */
  where: string | null;
  /** What was expected there, and what was found: `a latitude from -90 to 90, got "abc"`. */
  expected: string;
}

/** Longest piece of the file's own text quoted back in a message, characters. */
export const MAX_QUOTED_CHARS = 40;

/** `text` cut to MAX_QUOTED_CHARS (a whole code point at the cut) and quoted, for a message. */
export function quoted(text: string): string {
  const chars = Array.from(text);
  const cut = chars.length > MAX_QUOTED_CHARS ? `${chars.slice(0, MAX_QUOTED_CHARS).join('')}…` : text;
  return `"${cut}"`;
}

/** `drive.gpx, line 12: expected a latitude ...`; the file's name cut like quoted text. */
export function problemText(problem: ImportProblem): string {
  const name = Array.from(problem.file);
  const file = name.length > 80 ? `${name.slice(0, 80).join('')}…` : problem.file;
  return `${file}${problem.where ? `, ${problem.where}` : ''}: expected ${problem.expected}`;
}

/** A problem of the file as a whole. */
export function fileProblem(file: string, expected: string): ImportProblem {
  return { file, where: null, expected };
}
