/**
 * Where a file the user opens or drops goes: a scenario to the scenario reader, real data (a
 * track, cell sites, a link trace) to the import dialog, which reads it in the import worker and
 * applies it as one undoable edit. A file of no known kind, or over its kind's size limit, is
 * refused at once with a message that names it, and nothing changes.
 */
import { detectKind, KIND_NAMES, MAX_FILE_BYTES, SNIFF_BYTES, type ImportKind } from './kinds';
import { fileProblem, problemText } from './problems';

/** A file waiting in the import dialog. */
export interface PendingImport {
  kind: Exclude<ImportKind, 'scenario'>;
  file: File;
}

/** What the page does with the file. */
export type FileRoute =
  | { route: 'scenario'; file: File }
  | { route: 'import'; pending: PendingImport }
  | { route: 'refused'; problems: string[] };

/** Megabytes, for messages. */
function mb(bytes: number): string {
  return `${Math.round(bytes / 1e5) / 10} MB`;
}

/**
 * Decides where `file` goes. `asked` is the kind the user chose (File > Import track…), or null
 * for a drop, which is told by the file's name and first bytes.
 */
export async function routeFile(file: File, asked: ImportKind | null): Promise<FileRoute> {
  let head = '';
  try {
    head = await file.slice(0, SNIFF_BYTES).text();
  } catch (error) {
    return {
      route: 'refused',
      problems: [problemText(fileProblem(file.name, `a readable file (${(error as Error).message})`))],
    };
  }
  const kind = asked ?? detectKind(file.name, head);
  if (kind === null) {
    const kinds = Object.values(KIND_NAMES).join(', ');
    return { route: 'refused', problems: [problemText(fileProblem(file.name, `one of: ${kinds}`))] };
  }
  if (file.size === 0)
    return {
      route: 'refused',
      problems: [problemText(fileProblem(file.name, `${KIND_NAMES[kind]}, got an empty file`))],
    };
  if (file.size > MAX_FILE_BYTES[kind]) {
    const limit = mb(MAX_FILE_BYTES[kind]);
    return {
      route: 'refused',
      problems: [problemText(fileProblem(file.name, `${KIND_NAMES[kind]} of at most ${limit}, got ${mb(file.size)}`))],
    };
  }
  if (kind === 'scenario') return { route: 'scenario', file };
  return { route: 'import', pending: { kind, file } };
}
