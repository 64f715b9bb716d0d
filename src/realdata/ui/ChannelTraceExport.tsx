/**
 * In a channel's panel: what its capacity law is when it is not a constant (a trace of points,
 * looping or not), and its capacity over the run out as a Mahimahi trace or CSV, once the run is
 * complete. Outside a page (a panel rendered alone) it shows only the law.
 */
import { useContext, useSyncExternalStore } from 'react';
import type { Channel } from '../../scenario/types';
import { PageStoreContext } from '../../state/usePageStore';
import { download, fileStem } from '../../share/download';
import { resourceSeries, safeName } from '../trace/runTraces';
import { csvFromSeries, mahimahiFromSeries } from '../trace/exportTrace';
import { shortNumber } from '../trace/summary';
import './channelTrace.css';

const noSubscribe = () => () => undefined;

/** The law's line and the channel's two exports; `name` is what the buttons call it (default its id; the files keep the id). */
export function ChannelTraceExport({ channel, name = channel.id }: { channel: Channel; name?: string }) {
  const page = useContext(PageStoreContext);
  const solve = useSyncExternalStore(page?.subscribe ?? noSubscribe, () => page?.getState().run.solve ?? null);
  const law = channel.capacity;
  const store = solve?.store ?? null;
  const complete = !!store?.complete;
  const series = () => (store ? resourceSeries(store, channel.id) : null);
  const stem = `${fileStem(store?.layout.title)}-${safeName(channel.id)}`;
  const save = (kind: 'down' | 'csv') => {
    const s = series();
    if (!s) return;
    if (kind === 'down') download(`${stem}.down`, mahimahiFromSeries(s), 'text/plain');
    else download(`${stem}.csv`, csvFromSeries(s), 'text/csv');
  };
  const title = complete ? undefined : 'When the run is complete';
  return (
    <div className="channel-trace">
      {law.law === 'piecewise-linear' && (
        <p>
          Capacity: {law.points.length} points over time
          {law.periodS !== undefined ? `, looping every ${shortNumber(law.periodS)} s` : ''}
        </p>
      )}
      {page && (
        <>
          <button type="button" disabled={!complete} title={title} onClick={() => save('down')}>
            Export {name} capacity (Mahimahi)
          </button>{' '}
          <button type="button" disabled={!complete} title={title} onClick={() => save('csv')}>
            Export {name} capacity (CSV)
          </button>
        </>
      )}
    </div>
  );
}
