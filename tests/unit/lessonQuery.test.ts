import { describe, expect, it } from 'vitest';
import { HIDEABLE, QUERY_PARAMS, WORKER_COUNTS, readQueryParams, type QueryValues } from '../../src/state/queryParams';
import {
  LESSON_PARAM_NAMES,
  buildLessonQuery,
  iframeSnippet,
  keptLessonQuery,
  lessonLink,
} from '../../src/lesson/ui/lessonQuery';
import { lessonOptions } from '../../src/lesson/ui/lessonParams';
import { CHART_NAMES } from '../../src/charts/chartNames';
import { SPEEDS } from '../../src/timeline/speeds';

const defaults = () => readQueryParams('').values;

/** Values with every parameter set away from its default. */
const everything: QueryValues = {
  lesson: true,
  lock: true,
  hide: ['timeline', 'map'],
  charts: ['aggregate', 'throughput'],
  autoplay: true,
  speed: 0.5,
  steps: [3, 1, 4],
  level: 'school',
  tiles: 'https://tiles.example.org/{z}/{x}/{y}.png?key=a&b=c,d',
  attribution: 'Tiles © Example, 2026',
  workers: 7,
  projector: true,
  present: true,
};

describe('the steps parameter', () => {
  it('reads 1-based step numbers in the order asked, each once', () => {
    expect(readQueryParams('?steps=3,1,3, 4')).toMatchObject({ values: { steps: [3, 1, 4] }, problems: [] });
    expect(readQueryParams('?steps=').values.steps).toBeNull();
    expect(lessonOptions('?lesson=1&steps=2').steps).toEqual([2]);
    expect(lessonOptions('').steps).toBeNull();
  });

  it('names what is not a step number and keeps the others', () => {
    expect(readQueryParams('?steps=0,2,x,1.5,-1')).toEqual({
      values: expect.objectContaining({ steps: [2] }),
      problems: [
        'lesson parameter steps: unknown step "0" (steps are numbered from 1)',
        'lesson parameter steps: unknown step "x" (steps are numbered from 1)',
        'lesson parameter steps: unknown step "1.5" (steps are numbered from 1)',
        'lesson parameter steps: unknown step "-1" (steps are numbered from 1)',
      ],
    });
    expect(readQueryParams('?steps=none').values.steps).toBeNull();
  });
});

describe('buildLessonQuery', () => {
  it('writes nothing for the defaults', () => {
    expect(buildLessonQuery({})).toBe('');
    expect(buildLessonQuery(defaults())).toBe('');
  });

  it('writes every parameter in the table order, lists with plain commas', () => {
    expect(buildLessonQuery(everything)).toBe(
      '?lesson=1&lock=1&hide=timeline,map&charts=aggregate,throughput&autoplay=1&speed=0.5&steps=3,1,4&level=school' +
        '&tiles=https%3A%2F%2Ftiles.example.org%2F%7Bz%7D%2F%7Bx%7D%2F%7By%7D.png%3Fkey%3Da%26b%3Dc,d' +
        '&attribution=Tiles%20%C2%A9%20Example,%202026&workers=7&present=1&projector=1',
    );
    expect(buildLessonQuery({ charts: ['throughput', 'capacity', 'aggregate'], speed: 4 })).toBe('?speed=4');
    expect(buildLessonQuery({ charts: ['capacity', 'throughput', 'aggregate'] })).toBe(
      '?charts=capacity,throughput,aggregate',
    );
  });

  it('round-trips: readQueryParams reads back the values it was given, parameter by parameter', () => {
    expect(readQueryParams(buildLessonQuery(everything))).toEqual({ values: everything, problems: [] });
    const cases: Array<Partial<QueryValues>> = [
      ...SPEEDS.map((speed) => ({ speed })),
      ...WORKER_COUNTS.map((workers) => ({ workers })),
      ...HIDEABLE.map((part) => ({ hide: [part] })),
      { hide: [...HIDEABLE] },
      ...CHART_NAMES.map((chart) => ({ charts: [chart] })),
      { level: 'school' },
      { level: 'university' },
      { charts: [...CHART_NAMES].reverse() },
      { lesson: true },
      { lock: true },
      { autoplay: true },
      { steps: [1] },
      { steps: [12, 2] },
      { tiles: 'https://a.tile.example.com/{z}/{x}/{y}@2x.png' },
      { attribution: '© OpenStreetMap contributors & <b>co</b>' },
      { projector: true },
      { present: true },
    ];
    for (const given of cases) {
      const values = { ...defaults(), ...given };
      const query = buildLessonQuery(values);
      expect(query, JSON.stringify(given)).not.toBe('');
      expect(readQueryParams(query), query).toEqual({ values, problems: [] });
    }
    // Every parameter of the table was exercised.
    const covered = new Set(cases.flatMap((c) => Object.keys(c)));
    expect([...covered].sort()).toEqual(Object.keys(QUERY_PARAMS).sort());
  });
});

describe('keptLessonQuery (what "Copy link" keeps of the page address)', () => {
  it('keeps the lesson parameters, drops the page ones and what is not understood', () => {
    expect(LESSON_PARAM_NAMES).toEqual(['lesson', 'lock', 'hide', 'charts', 'autoplay', 'speed', 'steps', 'level']);
    expect(
      keptLessonQuery(
        '?lesson=1&speed=4&workers=2&tiles=https%3A%2F%2Ft.example.org%2F%7Bz%7D%2F%7Bx%7D%2F%7By%7D.png',
      ),
    ).toBe('?lesson=1&speed=4');
    expect(keptLessonQuery('?charts=capacity,pie&steps=2,1&speed=3&utm_source=mail')).toBe(
      '?charts=capacity&steps=2,1',
    );
    expect(keptLessonQuery('')).toBe('');
  });
});

describe('lessonLink and iframeSnippet', () => {
  it('put the query before the fragment and escape the snippet for HTML', () => {
    const link = lessonLink('https://school.example.org/play/', { lock: true, steps: [2] }, 's=v2.abc');
    expect(link).toBe('https://school.example.org/play/?lock=1&steps=2#s=v2.abc');
    expect(iframeSnippet(link, 'Fades & "rises" <3>')).toBe(
      '<iframe src="https://school.example.org/play/?lock=1&amp;steps=2#s=v2.abc" title="Fades &amp; &quot;rises&quot; &lt;3&gt;" width="960" height="600" style="border: 0; max-width: 100%" allow="clipboard-write"></iframe>',
    );
  });
});
