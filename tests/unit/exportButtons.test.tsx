// @vitest-environment jsdom
/**
 * A chart export that fails says why beside the buttons (the defect: PNG export failed with no file
 * and no message). Here the real chartPng fails as it does in a browser without a 2D canvas (jsdom).
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountHost, unmountHost, type ReactHost } from './reactHost';
import { ExportButtons } from '../../src/charts/ExportButtons';
import { chartPng } from '../../src/charts/exportPng';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: ReactHost;
beforeEach(() => {
  host = mountHost();
});
afterEach(() => unmountHost(host));

describe('export buttons', () => {
  it('show why a PNG could not be saved, and clear it', async () => {
    const figure = document.createElement('figure');
    figure.innerHTML = '<figcaption class="ts-chart-title">Throughput</figcaption><div class="ts-chart-box"></div>';
    document.body.append(figure);
    act(() =>
      host.root.render(
        <ExportButtons
          label={(kind) => `Save as ${kind}`}
          save={async () => {
            await chartPng(figure);
          }}
        />,
      ),
    );
    const png = host.container.querySelector<HTMLButtonElement>('button[aria-label="Save as png"]')!;
    await act(async () => png.click());
    const alert = host.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('The PNG could not be saved: this browser cannot draw a PNG');
    await act(async () =>
      host.container.querySelector<HTMLButtonElement>('[aria-label="Close the export message"]')!.click(),
    );
    expect(host.container.querySelector('[role="alert"]')).toBeNull();
    figure.remove();
  });
});
