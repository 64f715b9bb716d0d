// @vitest-environment jsdom
/**
 * The top bar's lists (MenuButton): open and close by the button, by choosing an item, by Escape
 * (focus back on the button, the surrounding menu left open) and by a click outside; the items stay
 * mounted while closed.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuButton } from '../../src/ui/MenuButton';
import { mountHost, unmountHost, type ReactHost } from './reactHost';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: ReactHost;
beforeEach(() => {
  host = mountHost();
});
afterEach(() => unmountHost(host));

describe('MenuButton', () => {
  it('opens, runs an item and closes; Escape and a click outside close it too', () => {
    const save = vi.fn();
    const outerEscape = vi.fn();
    act(() =>
      host.root.render(
        <div onKeyDown={(e) => e.key === 'Escape' && outerEscape()}>
          <MenuButton label="File">
            <button type="button" onClick={save}>
              Save scenario
            </button>
          </MenuButton>
          <p id="elsewhere">elsewhere</p>
        </div>,
      ),
    );
    const button = host.container.querySelector<HTMLButtonElement>('.menu-group-button')!;
    const list = host.container.querySelector<HTMLDivElement>('.menu-group-list')!;
    expect(button.textContent).toBe('File ▾');
    expect(button.getAttribute('aria-controls')).toBe(list.id);
    expect(list.classList.contains('is-open')).toBe(false);
    // Mounted while closed: what an item started keeps its state.
    expect(list.querySelector('button')?.textContent).toBe('Save scenario');

    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.classList.contains('is-open')).toBe(true);
    act(() => list.querySelector('button')!.click());
    expect(save).toHaveBeenCalledTimes(1);
    expect(list.classList.contains('is-open')).toBe(false);
    // Focus is back on the button, not lost under the closed list.
    expect(document.activeElement).toBe(button);

    act(() => button.click());
    act(() => {
      list.querySelector('button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(list.classList.contains('is-open')).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(outerEscape).not.toHaveBeenCalled();

    act(() => button.click());
    act(() => {
      document.getElementById('elsewhere')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(list.classList.contains('is-open')).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // Tabbing out of the open list closes it.
    act(() => button.click());
    const item = list.querySelector('button')!;
    act(() => item.focus());
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    act(() => outside.focus());
    expect(list.classList.contains('is-open')).toBe(false);
    outside.remove();
  });
});
