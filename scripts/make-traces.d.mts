/** Types of make-traces.mjs, for the test that calls it. */

/** The shipped traces' text by file name (`lte-drive.down`, `lte-drive.csv`, ...). */
export declare function makeTraces(): Record<string, string>;
