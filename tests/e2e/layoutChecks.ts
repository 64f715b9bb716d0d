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

/** What the text check found: each text cut or covered, described with where it is. */
export interface TextReport {
  /** How many visible text elements were checked. */
  checked: number;
  problems: string[];
}

/**
 * Every visible text and field outside the map's panes (those are `checkMapLabels`'), scrolled into view
 * the way a user would (every scrolling ancestor): cut when it is half shown at the side of a box
 * that scrolls sideways (as the page first shows it), when its glyphs reach beyond an ancestor
 * that clips without letting you scroll there (or beyond the viewport), covered when the element
 * at the centre of its shown part is neither it, inside it, nor around it.
 */
export function checkText(target: Page | Frame): Promise<TextReport> {
  return target.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const visible = (el: Element) => {
      const cs = getComputedStyle(el);
      if (cs.display === 'none' || cs.visibility === 'hidden' || el.getClientRects().length === 0) return false;
      return el.checkVisibility ? el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) : true;
    };
    // Fields are checked whole, as their text would be.
    const CONTROLS = 'input:not([type=hidden]), select, textarea';
    const SKIP = 'script, style, option, title, [hidden], .visually-hidden, .mp-visually-hidden, .leaflet-pane';
    const ownText = (el: Element) =>
      [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    // The glyphs' box: an SVG text's own box, else the union of its text nodes' line boxes.
    const textBox = (el: Element, nodes: ChildNode[]): Box | null => {
      const rects =
        el instanceof SVGElement || el.matches(CONTROLS)
          ? [el.getBoundingClientRect()]
          : nodes.flatMap((n) => {
              const range = document.createRange();
              range.selectNodeContents(n);
              return [...range.getClientRects()];
            });
      const real = rects.filter((r) => r.width > 0 && r.height > 0);
      if (real.length === 0) return null;
      return {
        left: Math.min(...real.map((r) => r.left)),
        top: Math.min(...real.map((r) => r.top)),
        right: Math.max(...real.map((r) => r.right)),
        bottom: Math.max(...real.map((r) => r.bottom)),
      };
    };
    const clips = (cs: CSSStyleDeclaration) => cs.overflowX !== 'visible' || cs.overflowY !== 'visible';
    const scrolls = (v: string) => v === 'auto' || v === 'scroll';
    const describe = (el: Element, t: Box) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(t.left)},${Math.round(t.top)} ${Math.round(t.right - t.left)}x${Math.round(t.bottom - t.top)}`;
    // The first line box of a text (where its own glyphs certainly are), for the covered test.
    const firstLine = (el: Element, nodes: ChildNode[]): Box | null => {
      if (el instanceof SVGElement || el.matches(CONTROLS)) return null;
      const range = document.createRange();
      range.selectNodeContents(nodes[0]!);
      const r = [...range.getClientRects()].find((q) => q.width > 0 && q.height > 0);
      return r ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom } : null;
    };
    // The problem of one text as it is now on screen, or '' (and whether scrolling may help).
    const inspect = (el: Element, nodes: ChildNode[], first: boolean): { problem: string; scroll: boolean } | null => {
      const t = textBox(el, nodes);
      if (!t) return null;
      // Cut: beyond an ancestor (or itself) that clips, unless that ancestor scrolls in the
      // direction it is cut and the text is bigger than it (then scrolling shows every part).
      let shown: Box = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
      for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.display === 'contents' || !clips(cs) || (a === el && (el instanceof SVGElement || el.matches(CONTROLS))))
          continue;
        const c = a.getBoundingClientRect();
        const cutX = t.left < c.left - 1 || t.right > c.right + 1;
        const cutY = t.top < c.top - 1 || t.bottom > c.bottom + 1;
        const reachX = scrolls(cs.overflowX) && t.right - t.left > c.width;
        const reachY = scrolls(cs.overflowY) && t.bottom - t.top > c.height;
        // Half shown at the edge of a box that scrolls sideways, as it first shows: read as cut.
        const halfX = cutX && !cutY && t.right > c.left + 1 && t.left < c.right - 1 && !reachX;
        if (first && halfX && scrolls(cs.overflowX))
          return { problem: `${describe(el, t)} is half shown at the side of ${describe(a, c)}`, scroll: false };
        if ((cutX && !reachX) || (cutY && !reachY))
          return {
            problem: `${describe(el, t)} is cut by ${a === el ? 'its own box' : describe(a, c)}`,
            scroll: (cutX && scrolls(cs.overflowX)) || (cutY && scrolls(cs.overflowY)),
          };
        shown = {
          left: Math.max(shown.left, c.left),
          top: Math.max(shown.top, c.top),
          right: Math.min(shown.right, c.right),
          bottom: Math.min(shown.bottom, c.bottom),
        };
      }
      const bigger = t.right - t.left > innerWidth || t.bottom - t.top > innerHeight;
      if (!bigger && (t.left < -1 || t.top < -1 || t.right > innerWidth + 1 || t.bottom > innerHeight + 1))
        return { problem: `${describe(el, t)} is cut by the viewport`, scroll: true };
      // Covered: what is on top at the centre of the shown part of the text's first line.
      const line = firstLine(el, nodes);
      if (line) Object.assign(t, line);
      const x = (Math.max(t.left, shown.left) + Math.min(t.right, shown.right)) / 2;
      const y = (Math.max(t.top, shown.top) + Math.min(t.bottom, shown.bottom)) / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== el && !el.contains(hit) && !hit.contains(el))
        return {
          problem: `${describe(el, t)} is covered by ${describe(hit, hit.getBoundingClientRect())}`,
          scroll: false,
        };
      return { problem: '', scroll: false };
    };
    const problems: string[] = [];
    let checked = 0;
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest(SKIP) || !visible(el)) continue;
      const nodes = ownText(el);
      if (nodes.length === 0 && !el.matches(CONTROLS)) continue;
      const cs = getComputedStyle(el);
      // Visually hidden (for screen readers only) or fully transparent: not shown text.
      if (parseFloat(cs.opacity) === 0 || (cs.clip !== 'auto' && cs.clip !== '')) continue;
      let found = inspect(el, nodes, true);
      if (!found) continue;
      checked += 1;
      // A text out of sight in a scrolling box: scrolled into view as a user would, then again.
      if (found.problem && found.scroll) {
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        found = inspect(el, nodes, false);
      }
      if (found?.problem) problems.push(found.problem);
    }
    for (const s of document.querySelectorAll('*')) if (s.scrollTop || s.scrollLeft) s.scrollTo(0, 0);
    window.scrollTo(0, 0);
    return { checked, problems };
  });
}

/** What the map check found: pairs of map labels, markers and buttons that overlap. */
export interface MapLabelReport {
  /** How many labels, markers and buttons were in sight. */
  items: number;
  overlaps: string[];
}

/**
 * The map's labels (epoch labels, station names, the convoy's H/M/T markers), its markers
 * (stations, epoch marks) and the buttons and forms over it, by their boxes: no label or button
 * may overlap another item, no convoy marker another one, and no label of the map may reach past
 * the map's edge. Items wholly outside the map's shown box are left out.
 */
export function checkMapLabels(target: Page | Frame): Promise<MapLabelReport> {
  return target.evaluate(() => {
    const map = document.querySelector('.mp-map');
    if (!map) return { items: 0, overlaps: [] };
    const m = map.getBoundingClientRect();
    const KINDS: Array<[string, 'label' | 'marker' | 'node']> = [
      ['.mp-epoch__label', 'label'],
      ['.mp-station__label', 'label'],
      ['.mp-node', 'node'],
      ['.mp-station__dot', 'marker'],
      ['.mp-epoch__dot', 'marker'],
      ['.leaflet-control > *, .mp-map__field > *, .mp-legend, .mp-map-settings', 'label'],
    ];
    const items = KINDS.flatMap(([sel, kind]) =>
      [...(map.closest('.map-frame') ?? map.parentElement!).querySelectorAll(sel)].flatMap((el) => {
        const r = el.getBoundingClientRect();
        const cs = getComputedStyle(el);
        if (r.width < 1 || r.height < 1 || cs.visibility === 'hidden' || cs.display === 'none') return [];
        if (r.right <= m.left || r.left >= m.right || r.bottom <= m.top || r.top >= m.bottom) return [];
        const name = `${el.className.toString().split(' ')[0]} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
        return [{ el, r, kind, name }];
      }),
    );
    const overlaps: string[] = [];
    // A label of the map (not a button over it) partly outside the map is cut by its edge.
    for (const it of items)
      if (
        it.kind === 'label' &&
        it.el.closest('.leaflet-pane') &&
        (it.r.left < m.left - 1 || it.r.top < m.top - 1 || it.r.right > m.right + 1 || it.r.bottom > m.bottom + 1)
      )
        overlaps.push(`${it.name} is cut by the map's edge`);
    for (let i = 0; i < items.length; i += 1)
      for (let j = i + 1; j < items.length; j += 1) {
        const a = items[i]!;
        const b = items[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const counts = a.kind === 'label' || b.kind === 'label' || (a.kind === 'node' && b.kind === 'node');
        if (!counts) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (w > 1 && h > 1) overlaps.push(`${a.name} overlaps ${b.name} by ${Math.round(w)}x${Math.round(h)} px`);
      }
    return { items: items.length, overlaps };
  });
}
