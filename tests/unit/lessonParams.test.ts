import { describe, expect, it } from 'vitest';
import { lessonOptions } from '../../src/lesson/ui/lessonParams';

describe('lesson parameters', () => {
  it('default to the full editor', () => {
    const o = lessonOptions('');
    expect([...o.hidden]).toEqual([]);
    expect(o).toMatchObject({
      locked: false,
      charts: ['throughput', 'capacity', 'aggregate'],
      autoplay: false,
      speed: null,
      problems: [],
    });
  });
  it('lesson=1 locks and hides the editing parts; charts, autoplay and speed as asked', () => {
    const o = lessonOptions('?lesson=1&charts=aggregate,throughput&autoplay=1&speed=32&hide=map');
    expect(o.locked).toBe(true);
    expect([...o.hidden].sort()).toEqual(['files', 'map', 'panels', 'tools']);
    expect(o.charts).toEqual(['aggregate', 'throughput']);
    expect(o).toMatchObject({ autoplay: true, speed: 32, problems: [] });
  });
  it('names what it does not understand and ignores it', () => {
    const o = lessonOptions('?charts=pie&speed=3&hide=everything&lock=yes');
    expect(o.charts).toEqual(['throughput', 'capacity', 'aggregate']);
    expect(o.speed).toBeNull();
    expect(o.locked).toBe(false);
    expect(o.problems).toEqual([
      'lesson parameter lock: must be 1 or 0, got "yes"',
      'lesson parameter hide: unknown part "everything" (known: panels, tools, files, map, timeline)',
      'lesson parameter charts: unknown chart "pie" (known: throughput, capacity, aggregate)',
      'lesson parameter speed: must be one of 0.5, 1, 2, 4, 8, 16, 32, 64, got "3"',
    ]);
  });
});
