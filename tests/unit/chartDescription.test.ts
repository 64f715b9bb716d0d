/**
 * A chart description folds at its first clause on a short screen (issue 22 item 5: descriptions
 * wrap or sit behind a "more", never cut with "..."): the split of each chart's real description.
 */
import { describe, expect, it } from 'vitest';
import { splitDescription } from '../../src/charts/ChartDescription';
import { CHART_DESCRIPTIONS } from '../../src/charts/chartNames';

describe('splitDescription', () => {
  it('folds each chart description after its first clause, never inside brackets, losing nothing', () => {
    const heads = Object.values(CHART_DESCRIPTIONS).map((text) => {
      const { head, rest } = splitDescription(text);
      expect(head + rest).toBe(text);
      return head;
    });
    expect(heads).toEqual([
      'The rate each subflow carries over time, in Mbps:',
      'What each channel could carry at that moment, in Mbps:',
      'The subflows added up by kind of path (WiFi, satellite, ...) and by source,',
    ]);
  });

  it('keeps a short text whole', () => {
    expect(splitDescription('Packets waiting at each link.')).toEqual({
      head: 'Packets waiting at each link.',
      rest: '',
    });
    expect(splitDescription('A short one: with a tail')).toEqual({ head: 'A short one: with a tail', rest: '' });
  });
});
