/**
 * A number a student types as an answer, read the way students write it: `6.1`, `6,1` (a decimal
 * comma), `-0.5`, `.5`, spaces around it. Anything that is not one finite number (`about 6`,
 * `6,1,2`, `1 000`, `1e400`, nothing) is refused with words saying what to type.
 */

/** What the card says next to a typed answer that is not one number. */
export const NUMBER_ANSWER_PROBLEM = 'Type one number, such as 6.1';

/** A typed answer read: the number, or why it is not one. */
export type NumberAnswer = { value: number } | { problem: string };

// One number: a sign, digits with at most one decimal point or comma, an optional exponent.
const ONE_NUMBER = /^[+\-\u2212]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;

/** Reads `text` as one number (a decimal comma reads as a point); refuses anything else. */
export function parseNumberAnswer(text: string): NumberAnswer {
  const trimmed = text.trim();
  if (!ONE_NUMBER.test(trimmed)) return { problem: NUMBER_ANSWER_PROBLEM };
  const value = Number(trimmed.replace(',', '.').replace('\u2212', '-'));
  return Number.isFinite(value) ? { value } : { problem: NUMBER_ANSWER_PROBLEM };
}
