/** Shared fixtures of the chart unit tests. */
import type { Ctx2D } from '../../src/charts/render';

/** A 2D context that records the calls the chart makes. */
export function fakeContext(): Ctx2D & {
  calls: string[];
  strokes: Array<{ colour: string; width: number; alpha: number; points: number }>;
} {
  let points = 0;
  const ctx = {
    calls: [] as string[],
    strokes: [] as Array<{ colour: string; width: number; alpha: number; points: number }>,
    strokeStyle: '' as string,
    fillStyle: '' as string,
    lineWidth: 1,
    globalAlpha: 1,
    lineJoin: 'miter' as CanvasLineJoin,
    clearRect: () => ctx.calls.push('clearRect'),
    beginPath: () => {
      points = 0;
      ctx.calls.push('beginPath');
    },
    moveTo: () => {
      points += 1;
    },
    lineTo: () => {
      points += 1;
    },
    closePath: () => ctx.calls.push('closePath'),
    stroke: () => {
      ctx.calls.push('stroke');
      ctx.strokes.push({ colour: String(ctx.strokeStyle), width: ctx.lineWidth, alpha: ctx.globalAlpha, points });
    },
    fill: () => ctx.calls.push(`fill:${String(ctx.fillStyle)}`),
    save: () => ctx.calls.push('save'),
    restore: () => ctx.calls.push('restore'),
    setTransform: () => ctx.calls.push('setTransform'),
    rect: () => undefined,
    clip: () => undefined,
  };
  return ctx as never;
}
