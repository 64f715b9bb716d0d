/** Test helper: a DOM element with a React root for component tests, and its removal. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** A container attached to the document, with a React root rendering into it. */
export interface ReactHost {
  container: HTMLDivElement;
  root: Root;
}

/** Attaches a fresh container and creates its root. */
export function mountHost(): ReactHost {
  const container = document.createElement('div');
  document.body.appendChild(container);
  return { container, root: createRoot(container) };
}

/** Unmounts the root and removes the container. */
export function unmountHost({ container, root }: ReactHost): void {
  act(() => root.unmount());
  container.remove();
}
