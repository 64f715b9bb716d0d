// @vitest-environment jsdom
/** The shared modal dialog: focus stays inside (Tab, Shift+Tab), Escape closes, focus returns to the opener. */
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountHost, unmountHost, type ReactHost } from './reactHost';
import { Dialog, tabbables } from '../../src/ui/Dialog';
import { PresetGallery } from '../../src/papers/PresetGallery';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: ReactHost;
beforeEach(() => {
  host = mountHost();
});
afterEach(() => {
  unmountHost(host);
  vi.restoreAllMocks();
});

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Outside</button>
      {open && (
        <Dialog
          title="Settings"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <label>
            Name <input />
          </label>
          <button type="button" disabled>
            Disabled
          </button>
          <div hidden>
            <button type="button">Hidden</button>
          </div>
          <button type="button">Save</button>
        </Dialog>
      )}
    </>
  );
}

const byText = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;

/** Presses a key on the focused element (as the browser would dispatch it) and says whether it was taken. */
function press(key: string, shiftKey = false): boolean {
  const target = (document.activeElement ?? document.body) as HTMLElement;
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  act(() => void target.dispatchEvent(event));
  return event.defaultPrevented;
}

function open(): HTMLDialogElement {
  const opener = byText('Open');
  opener.focus();
  act(() => opener.click());
  return document.querySelector('dialog') as HTMLDialogElement;
}

describe('Dialog', () => {
  it('opens modal, named by its heading, with focus on its first control', () => {
    act(() => host.root.render(<Opener />));
    const dialog = open();
    expect(dialog.open).toBe(true);
    const heading = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(heading?.tagName).toBe('H2');
    expect(heading?.textContent).toBe('Settings');
    expect(document.activeElement).toBe(dialog.querySelector('button[aria-label="Close"]'));
    expect(tabbables(dialog).map((el) => el.textContent || el.tagName)).toEqual(['×', 'INPUT', 'Save']);
  });

  it('keeps Tab and Shift+Tab inside: the last control wraps to the first and back', () => {
    act(() => host.root.render(<Opener />));
    const dialog = open();
    const close = dialog.querySelector<HTMLElement>('.mp-dialog__close')!;
    const save = byText('Save');
    // Shift+Tab on the first control goes to the last one, not out of the dialog.
    expect(press('Tab', true)).toBe(true);
    expect(document.activeElement).toBe(save);
    // Tab on the last goes back to the first.
    expect(press('Tab')).toBe(true);
    expect(document.activeElement).toBe(close);
    // In between, the browser moves focus itself.
    dialog.querySelector('input')!.focus();
    expect(press('Tab')).toBe(false);
    expect(press('Tab', true)).toBe(false);
    // Focus somewhere else (the page behind) is brought back in.
    byText('Outside').focus();
    act(() => void dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })));
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and on its close button, giving focus back to the opener', () => {
    const onClose = vi.fn();
    act(() => host.root.render(<Opener onClose={onClose} />));
    open();
    byText('Save').focus();
    expect(press('Escape')).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(byText('Open'));
    const dialog = open();
    act(() => dialog.querySelector<HTMLElement>('.mp-dialog__close')!.click());
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(byText('Open'));
  });
});

describe('the presets gallery in the dialog', () => {
  it('traps Shift+Tab and closes on Escape after it (the defect: focus left, Escape failed)', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
      String(url).endsWith('presets.json')
        ? Response.json({ presets: [{ name: 'III-B' }] })
        : Response.json({ title: 'III-B: one station', meta: { watchFor: 'distance' } }),
    );
    act(() => host.root.render(<PresetGallery onLoad={() => undefined} />));
    const opener = byText('Presets');
    opener.focus();
    act(() => opener.click());
    for (let tries = 0; tries < 50 && !byText('Load III-B'); tries++)
      await act(async () => await new Promise((resolve) => setTimeout(resolve, 10)));
    const dialog = document.querySelector('dialog')!;
    expect(dialog.textContent).toContain('Presets and lessons');
    expect(dialog.textContent).toContain("The papers' experiments");
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close presets');
    expect(press('Tab', true)).toBe(true);
    expect(document.activeElement).toBe(byText('Load III-B'));
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(press('Escape')).toBe(true);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
