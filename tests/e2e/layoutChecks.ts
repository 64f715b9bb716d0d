/**
 * Layout checks run inside a page or a frame: the page's regions (top bar, map, diagram, panels,
 * each chart, timeline) do not overlap, every control can be scrolled into the viewport, and
 * nothing scrolls sideways.
 */
import type { Frame, Page } from '@playwright/test';

/** The page's regions, as selectors (visible ones only are compared). */
export const REGIONS = ['.topbar', '.map-frame', '.network-panel', '.panel', '.chart-slot', '.timeline'];

/** What the checks found: overlapping pairs, controls out of reach, the sideways overflow. */
export interface LayoutReport {
  regions: string[];
  overlaps: string[];
  unreachable: string[];
  scrollWidth: number;
  innerWidth: number;
}

/** Runs the checks in `target` (a page or a frame). */
export function checkLayout(target: Page | Frame): Promise<LayoutReport> {
  return target.evaluate((selectors) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    // The part of an element that is shown: its box cut by every ancestor that clips (scrolls).
    const shownBox = (el: Element): Box | null => {
      const r = el.getBoundingClientRect();
      let box: Box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.display === 'contents' || (cs.overflowX === 'visible' && cs.overflowY === 'visible')) continue;
        const c = a.getBoundingClientRect();
        box = {
          left: Math.max(box.left, c.left),
          top: Math.max(box.top, c.top),
          right: Math.min(box.right, c.right),
          bottom: Math.min(box.bottom, c.bottom),
        };
      }
      return box.right - box.left > 1 && box.bottom - box.top > 1 ? box : null;
    };
    // Shown: not display:none, not hidden, not inside a closed <details> (checkVisibility sees content-visibility).
    const visible = (el: Element) => {
      const cs = getComputedStyle(el);
      if (cs.display === 'none' || cs.visibility === 'hidden' || el.getClientRects().length === 0) return false;
      return el.checkVisibility ? el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) : true;
    };
    const name = (el: Element, sel: string) =>
      `${sel}${el.querySelector('h2, h3, figcaption, summary')?.textContent?.slice(0, 30) ?? ''}`;
    const found: Array<{ name: string; el: Element; box: Box }> = [];
    for (const sel of selectors)
      for (const el of document.querySelectorAll(sel)) {
        if (!visible(el)) continue;
        const box = shownBox(el);
        if (box) found.push({ name: name(el, sel), el, box });
      }
    const overlaps: string[] = [];
    for (let i = 0; i < found.length; i += 1)
      for (let j = i + 1; j < found.length; j += 1) {
        const a = found[i]!; // i < j < found.length (in the page: no imports here)
        const b = found[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (w > 1 && h > 1) overlaps.push(`${a.name} overlaps ${b.name} by ${Math.round(w)}x${Math.round(h)} px`);
      }
    // Every control: scrolled into view (as scrollIntoViewIfNeeded does), then inside the viewport.
    const unreachable: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, input, select, textarea')) {
      if (!visible(el) || el.closest('[hidden], .mp-visually-hidden')) continue;
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const inside = r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1;
      if (!inside)
        unreachable.push(
          `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''}" at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
    }
    window.scrollTo(0, 0);
    return {
      regions: found.map((f) => f.name),
      overlaps,
      unreachable,
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth,
    };
  }, REGIONS);
}
