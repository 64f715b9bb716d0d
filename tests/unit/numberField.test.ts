import { describe, expect, it } from 'vitest';
import { numberProblem } from '../../src/panel/NumberField';

describe('numberProblem', () => {
  const capacity = { label: 'Nominal capacity', min: 0, exclusiveMin: true };
  it('names the field and the rule', () => {
    expect(numberProblem('-1', capacity)).toBe('Nominal capacity: must be > 0');
    expect(numberProblem('0', capacity)).toBe('Nominal capacity: must be > 0');
    expect(numberProblem('abc', capacity)).toBe('Nominal capacity: must be a number');
    expect(numberProblem('', capacity)).toBe('Nominal capacity: must be a number');
    expect(numberProblem('1e400', capacity)).toBe('Nominal capacity: must be a number');
    expect(numberProblem('70001', { label: 'Forward delay', min: 0, max: 60000 })).toBe(
      'Forward delay: must be ≤ 60000',
    );
  });
  it('accepts valid values', () => {
    expect(numberProblem('20', capacity)).toBeNull();
    expect(numberProblem('0', { label: 'Forward delay', min: 0 })).toBeNull();
  });
});
