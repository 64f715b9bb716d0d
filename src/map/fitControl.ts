/** The map's fit button (a Leaflet control). */
import * as L from 'leaflet';

/** Leaflet control: a button that fits the view to the stations and paths. */
export function fitControl(onFit: () => void): L.Control {
  const Ctl = L.Control.extend({
    onAdd() {
      const bar = L.DomUtil.create('div', 'leaflet-bar mp-fit');
      const b = L.DomUtil.create('a', '', bar);
      b.href = '#';
      b.setAttribute('role', 'button');
      b.setAttribute('aria-label', 'Fit view to stations and paths');
      b.title = 'Fit view to stations and paths';
      b.textContent = '\u2922';
      L.DomEvent.disableClickPropagation(bar);
      L.DomEvent.on(b, 'click', (e) => {
        L.DomEvent.preventDefault(e);
        onFit();
      });
      return bar;
    },
  });
  return new Ctl({ position: 'topleft' });
}
