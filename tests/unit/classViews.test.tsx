// @vitest-environment jsdom
/**
 * The dashboard's pieces as the teacher sees them: a step's histogram (bars with counts, numbers
 * binned, free text counted and listed only once revealed, nicknames and words as text, never
 * markup), the roster with Anonymise, and the QR code drawn as SVG rectangles.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StepHistogram } from '../../src/class/ui/StepHistogram';
import { Roster } from '../../src/class/ui/Roster';
import { QrCode } from '../../src/class/ui/QrCode';
import { stepHistogram } from '../../src/class/histogram';
import type { DashboardAnswer, StepKey } from '../../src/class/protocol';
import { mountHost, unmountHost, type ReactHost } from './reactHost';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: ReactHost;
beforeEach(() => {
  host = mountHost();
});
afterEach(() => unmountHost(host));

const answer = (step: number, a: DashboardAnswer['answer'], id: string): DashboardAnswer => ({
  studentId: id,
  step,
  answer: a,
  correct: null,
  elapsedMs: 1000,
  afterReveal: false,
});
const base = { choices: [], answer: null, value: null, tolerance: null, found: '', question: 'Q?' };

describe('StepHistogram', () => {
  it('bins typed numbers and marks the right bin once revealed', () => {
    const key: StepKey = { ...base, step: 2, kind: 'value', value: 4.1, tolerance: 0.4 };
    const answers = [1, 4, 4.2, 9].map((v, k) => answer(2, { value: v }, `s${k}`));
    act(() => host.root.render(<StepHistogram histogram={stepHistogram(key, answers, 6, true)} revealed />));
    const bars = [...host.container.querySelectorAll('[data-testid="class-bar"]')];
    expect(bars.reduce((n, b) => n + Number(b.getAttribute('data-count')), 0)).toBe(4);
    expect(host.container.querySelectorAll('li.is-right')).toHaveLength(1);
    expect(host.container.querySelector('[data-testid="thinking-count"]')!.textContent).toBe('2');
  });

  it('counts free text, and lists the words (as text) only once revealed', () => {
    const key: StepKey = { ...base, step: 3, kind: 'text' };
    const answers = [answer(3, { text: '<img src=x onerror=alert(1)>' }, 'a'), answer(3, { text: 'queues' }, 'b')];
    act(() => host.root.render(<StepHistogram histogram={stepHistogram(key, answers, 2, false)} revealed={false} />));
    expect(host.container.querySelector('[data-testid="answered-count"]')!.textContent).toBe('2');
    expect(host.container.querySelector('[data-testid="class-texts"]')).toBeNull();
    act(() => host.root.render(<StepHistogram histogram={stepHistogram(key, answers, 2, true)} revealed />));
    const items = [...host.container.querySelectorAll('[data-testid="class-texts"] li')];
    expect(items.map((li) => li.textContent)).toEqual(['<img src=x onerror=alert(1)>', 'queues']);
    expect(host.container.querySelector('img')).toBeNull();
  });
});

describe('Roster', () => {
  const students = [
    { id: 'a', nickname: '<b>Ada</b>', number: 1, step: 2, connected: true },
    { id: 'b', nickname: 'Boole', number: 2, step: 1, connected: false },
  ];
  it('shows nicknames as text, or animals by join order when anonymised', () => {
    act(() => host.root.render(<Roster students={students} anonymise={false} />));
    const list = host.container.querySelector('[data-testid="class-roster"]')!;
    expect(list.textContent).toContain('<b>Ada</b>');
    expect(list.querySelector('b')).toBeNull();
    act(() => host.root.render(<Roster students={students} anonymise />));
    expect(list.textContent).not.toContain('Ada');
    expect(list.textContent).toContain('Otter');
    expect(list.textContent).toContain('Heron');
  });
});

describe('QrCode', () => {
  it('draws the code as SVG rectangles (no image, no inline markup)', () => {
    act(() => host.root.render(<QrCode text="http://127.0.0.1:4185/?join=ACDEFG" sizePx={160} label="QR" />));
    const svg = host.container.querySelector('svg')!;
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(100);
    expect(host.container.querySelector('img, image, foreignObject')).toBeNull();
  });
});
