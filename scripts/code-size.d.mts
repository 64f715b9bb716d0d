/** Types of code-size.mjs, for the test that calls it. */

/** Longest allowed file, lines. */
export declare const MAX_FILE_LINES: number;
/** Longest allowed function, lines (from its head to its closing brace). */
export declare const MAX_FUNCTION_LINES: number;

/** A file over the limit: its path relative to the root, and its line count. */
export interface LongFile {
  file: string;
  lines: number;
}

/** A function: its name (or what it is assigned to), first and last line (1-based) and line count. */
export interface FunctionSpan {
  name: string;
  startLine: number;
  endLine: number;
  lines: number;
}

/** What `measure` finds: files and functions over the limits, and the longest function. */
export interface SizeReport {
  longFiles: LongFile[];
  longFunctions: Array<FunctionSpan & { file: string }>;
  longest: (FunctionSpan & { file: string }) | null;
}

/** True for a file that says it is generated and must not be edited by hand. */
export declare function isGenerated(text: string): boolean;
/** `text` with comments and literals blanked out (newlines kept). */
export declare function blankLiterals(text: string, rust: boolean): string;
/** Functions of TypeScript source `text`. */
export declare function tsFunctions(text: string): FunctionSpan[];
/** Functions (`fn` items with a body) of Rust source `text`. */
export declare function rustFunctions(text: string): FunctionSpan[];
/** Line count of `text`. */
export declare function lineCount(text: string): number;
/** Measures the files of `dirs` under `root` in language `lang`; generated files are skipped. */
export declare function measure(root: string, dirs: string[], lang: 'ts' | 'rust'): SizeReport;
