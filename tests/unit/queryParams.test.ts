import { describe, expect, it } from 'vitest';
import { HIDEABLE, QUERY_PARAMS, WORKER_COUNTS, readQueryParams } from '../../src/state/queryParams';
import { lessonFromQuery } from '../../src/lesson/ui/lessonParams';
import { CHART_NAMES } from '../../src/charts/chartNames';
import { SPEEDS } from '../../src/timeline/speeds';
import { poolSize } from '../../src/solver/poolSize';

const read = (search: string) => readQueryParams(search);

describe('the query parameter table', () => {
  it('declares every parameter the page reads, in the README order', () => {
    expect(Object.keys(QUERY_PARAMS)).toEqual([
      'lesson',
      'lock',
      'hide',
      'charts',
      'autoplay',
      'speed',
      'steps',
      'level',
      'tiles',
      'attribution',
      'workers',
      'present',
      'projector',
    ]);
    expect(Object.values(QUERY_PARAMS).map((p) => p.type)).toEqual([
      'flag',
      'flag',
      'list',
      'list',
      'flag',
      'number',
      'steps',
      'choice',
      'url',
      'text',
      'number',
      'flag',
      'flag',
    ]);
    expect(QUERY_PARAMS.hide.values).toEqual(HIDEABLE);
    expect(QUERY_PARAMS.charts.values).toEqual(CHART_NAMES);
    expect(QUERY_PARAMS.speed.values).toEqual(SPEEDS);
    expect(QUERY_PARAMS.workers.values).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('gives every default for an empty query, each a fresh copy', () => {
    const a = read('');
    expect(a).toEqual({
      values: {
        lesson: false,
        lock: false,
        hide: [],
        charts: ['throughput', 'capacity', 'aggregate'],
        autoplay: false,
        speed: null,
        steps: null,
        level: null,
        tiles: null,
        attribution: null,
        workers: null,
        projector: false,
        present: false,
      },
      problems: [],
    });
    a.values.charts.pop();
    expect(read('').values.charts).toEqual(['throughput', 'capacity', 'aggregate']);
    expect(QUERY_PARAMS.charts.default).toEqual(['throughput', 'capacity', 'aggregate']);
  });

  it('reads the level of language: school or university; anything else is named and left to the lesson', () => {
    expect(read('?level=school')).toMatchObject({ values: { level: 'school' }, problems: [] });
    expect(read('?level=university').values.level).toBe('university');
    expect(read('?level=kids')).toMatchObject({
      values: { level: null },
      problems: ['lesson parameter level: must be one of school, university, got "kids"'],
    });
  });

  it('reads flags: 1, true or empty is on; 0 or false is off; anything else is named', () => {
    for (const name of ['lesson', 'lock', 'autoplay'] as const) {
      for (const raw of ['1', 'true', ''])
        expect(read(`?${name}=${raw}`)).toMatchObject({ values: { [name]: true }, problems: [] });
      expect(read(`?${name}`).values[name]).toBe(true);
      for (const raw of ['0', 'false'])
        expect(read(`?${name}=${raw}`)).toMatchObject({ values: { [name]: false }, problems: [] });
      expect(read(`?${name}=on`)).toMatchObject({
        values: { [name]: false },
        problems: [`lesson parameter ${name}: must be 1 or 0, got "on"`],
      });
    }
  });

  it('reads lists: known names in the order asked, unknown ones named, none known keeps the default', () => {
    expect(read('?hide=timeline, map').values.hide).toEqual(['timeline', 'map']);
    expect(read('?charts=aggregate,capacity')).toMatchObject({
      values: { charts: ['aggregate', 'capacity'] },
      problems: [],
    });
    expect(read('?charts=')).toMatchObject({
      values: { charts: ['throughput', 'capacity', 'aggregate'] },
      problems: [],
    });
    expect(read('?charts=pie,capacity,bar')).toMatchObject({
      values: { charts: ['capacity'] },
      problems: [
        'lesson parameter charts: unknown chart "pie" (known: throughput, capacity, aggregate)',
        'lesson parameter charts: unknown chart "bar" (known: throughput, capacity, aggregate)',
      ],
    });
    expect(read('?hide=sky')).toEqual(
      expect.objectContaining({
        problems: ['lesson parameter hide: unknown part "sky" (known: panels, tools, files, map, timeline)'],
      }),
    );
    expect(read('?hide=sky').values.hide).toEqual([]);
  });

  it('reads numbers among their values only', () => {
    for (const speed of SPEEDS) expect(read(`?speed=${speed}`)).toMatchObject({ values: { speed }, problems: [] });
    for (const workers of WORKER_COUNTS)
      expect(read(`?workers=${workers}`)).toMatchObject({ values: { workers }, problems: [] });
    expect(read('?speed=3')).toMatchObject({
      values: { speed: null },
      problems: ['lesson parameter speed: must be one of 0.5, 1, 2, 4, 8, 16, 32, 64, got "3"'],
    });
    for (const raw of ['0', '9', '2.5', 'many', '']) {
      expect(read(`?workers=${raw}`)).toMatchObject({
        values: { workers: null },
        problems: [`parameter workers: must be one of 1, 2, 3, 4, 5, 6, 7, 8, got "${raw}"`],
      });
    }
  });

  it('reads a tile URL template as given (empty: none)', () => {
    const template = 'https://tiles.example.org/{z}/{x}/{y}.png?key=a&b=c';
    expect(read(`?tiles=${encodeURIComponent(template)}`)).toMatchObject({ values: { tiles: template }, problems: [] });
    expect(read('?tiles=').values.tiles).toBeNull();
  });

  it('reports problems in the table order, whatever the query order', () => {
    expect(read('?workers=12&speed=3&autoplay=x&lock=yes').problems).toEqual([
      'lesson parameter lock: must be 1 or 0, got "yes"',
      'lesson parameter autoplay: must be 1 or 0, got "x"',
      'lesson parameter speed: must be one of 0.5, 1, 2, 4, 8, 16, 32, 64, got "3"',
      'parameter workers: must be one of 1, 2, 3, 4, 5, 6, 7, 8, got "12"',
    ]);
  });
});

describe('what the app derives from the table', () => {
  it('lesson options: lesson or lock hides the editing parts, hide= adds more', () => {
    const locked = lessonFromQuery(read('?lock=1&hide=timeline&speed=4'));
    expect(locked).toMatchObject({ locked: true, speed: 4, autoplay: false, problems: [] });
    expect([...locked.hidden]).toEqual(['panels', 'tools', 'files', 'timeline']);
    const open = lessonFromQuery(read('?hide=map&workers=0'));
    expect(open.locked).toBe(false);
    expect([...open.hidden]).toEqual(['map']);
    expect(open.problems).toEqual(['parameter workers: must be one of 1, 2, 3, 4, 5, 6, 7, 8, got "0"']);
  });

  it('the solver pool: the workers asked for, else 2 to 4 from the cores', () => {
    expect(poolSize(read('?workers=5').values.workers)).toBe(5);
    expect(poolSize(read('?workers=1').values.workers)).toBe(1);
    const auto = poolSize(read('?workers=9').values.workers);
    expect(auto).toBe(poolSize());
    expect(auto).toBeGreaterThanOrEqual(2);
    expect(auto).toBeLessThanOrEqual(4);
  });
});
