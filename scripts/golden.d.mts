/** Types of golden.mjs, for the test that calls it. */

/** Repository root. */
export declare const ROOT: string;
/** Where the engines' golden files live (tests/golden/engines). */
export declare const GOLDEN_DIR: string;
/** Both engines, in file-name order. */
export declare const ENGINES: readonly string[];
/** Rows kept from each end of a run's CSV. */
export declare const EDGE_ROWS: number;
/** Significant digits kept of every number. */
export declare const DIGITS: number;
/** The preset names (file stems of public/scenarios/*.json), sorted. */
export declare function presetNames(): string[];
/** `x` to `DIGITS` significant digits, as short text. */
export declare function roundNumber(x: number): string;
/** JSON text with every number rounded, two-space indented. */
export declare function roundJson(text: string): string;
/** A CSV's header, first and last rows (numbers rounded), with a line counting the rows between. */
export declare function edgeRowsCsv(text: string): string;
/** The golden files of one preset and engine: [file name, content][]. */
export declare function goldenFiles(preset: string, engine: string): [string, string][];
/** The lines of `want` and `got` that differ, numbered. */
export declare function lineDiff(want: string, got: string, max?: number): string;
/** Compares (or with `update`, writes) one preset's golden files; returns the problems found. */
export declare function checkPreset(preset: string, engine: string, update?: boolean): string[];
