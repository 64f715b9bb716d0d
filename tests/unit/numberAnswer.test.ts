import { describe, expect, it } from 'vitest';
import { NUMBER_ANSWER_PROBLEM, parseNumberAnswer } from '../../src/lesson/numberAnswer';

describe('parseNumberAnswer', () => {
  it('reads a decimal point, a decimal comma and spaces around the number', () => {
    expect(parseNumberAnswer('6.1')).toEqual({ value: 6.1 });
    expect(parseNumberAnswer('6,1')).toEqual({ value: 6.1 });
    expect(parseNumberAnswer('  6,1 ')).toEqual({ value: 6.1 });
    expect(parseNumberAnswer('0')).toEqual({ value: 0 });
    expect(parseNumberAnswer('-2.5')).toEqual({ value: -2.5 });
    expect(parseNumberAnswer('\u22122,5')).toEqual({ value: -2.5 });
    expect(parseNumberAnswer(',5')).toEqual({ value: 0.5 });
    expect(parseNumberAnswer('6.')).toEqual({ value: 6 });
    expect(parseNumberAnswer('1e3')).toEqual({ value: 1000 });
  });

  it('refuses what is not one finite number, naming what to type', () => {
    for (const text of [
      '',
      '   ',
      'about 6',
      '6 Mbps',
      '6,1,2',
      '6.1.2',
      '6,1.2',
      '1 000',
      '1e400',
      '-1e400',
      'Infinity',
      'NaN',
      '0x10',
      '.',
      '-',
      '6-1',
    ])
      expect(parseNumberAnswer(text), text).toEqual({ problem: NUMBER_ANSWER_PROBLEM });
    expect(NUMBER_ANSWER_PROBLEM).toBe('Type one number, such as 6.1');
  });
});
