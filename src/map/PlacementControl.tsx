/**
 * "Placement map" (issue 13 item 7): pick a station and a metric; the scenario is run with the
 * station at each point of a grid over the visible map, on a pool of workers, coarse points first,
 * and the map is coloured by the metric as runs finish, with the best point ringed and a button
 * that moves the station there. Runs use the fluid engine. Any other edit clears the map.
 */
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { interpolateViridis } from 'd3';
import type { Scenario } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import { useJobGate } from '../placement/useJobGate';
import type { MapController } from './mapController';
import type { PlacementView } from './placementLayer';
import { bestIndex } from '../placement/grid';
import { useRunMetrics } from '../placement/useRunMetrics';
import { MetricSelect } from '../placement/MetricSelect';
import { asFluid } from '../placement/scenarioAt';
import { usePlacementMap, type PlacementMap } from '../placement/usePlacementMap';

/** Grid sizes offered (points per side). */
export const GRID_SIZES: readonly [number, ...number[]] = [10, 20];

function fmt(v: number | null, unit: string): string {
  if (v === null || !Number.isFinite(v)) return 'no value';
  return unit === '%' ? `${v.toFixed(1)} %` : `${v.toFixed(v >= 100 ? 0 : 2)} ${unit}`;
}

/** The button, its form, the progress and the legend; the map overlay is drawn through `ctrl`. */
export function PlacementControl({
  ctrl,
  scenario,
  dispatch,
  selectedStationId,
  formSlot,
}: {
  ctrl: MapController | null;
  scenario: Scenario;
  dispatch: (a: ScenarioAction) => void;
  selectedStationId: string | null;
  /** Where the form goes: the strip under the map (never over it, nor over the heat map). */
  formSlot: HTMLElement | null;
}) {
  const stations = scenario.stations ?? [];
  const [open, setOpen] = useState(false);
  const [stationId, setStationId] = useState<string>(selectedStationId ?? stations[0]?.id ?? '');
  const [metricId, setMetricId] = useState('throughput');
  const [n, setN] = useState(GRID_SIZES[0]);
  // The station chosen, or the first one when it is gone (removed, or another scenario loaded).
  const chosenId = stations.some((s) => s.id === stationId) ? stationId : (stations[0]?.id ?? '');

  useEffect(() => {
    if (selectedStationId) setStationId(selectedStationId);
  }, [selectedStationId]);
  // The metrics come from a run of the scenario as it is (its sources and route groups).
  const baseJson = useMemo(() => JSON.stringify(asFluid(scenario)), [scenario]);
  const { metrics, problem } = useRunMetrics(baseJson, open);

  const { map: sweep, mapRef, running, start: startMap, stop, clear } = usePlacementMap(scenario, baseJson, open);
  usePlacementOverlay(ctrl, mapRef, sweep);
  const metric = metrics.find((m) => m.id === metricId) ?? metrics[0];
  const gate = useJobGate(baseJson);
  const start = () => {
    if (ctrl && metric && chosenId)
      gate.gated(() => startMap({ stationId: chosenId, metric, bounds: ctrl.visibleBoundsM(), n }));
  };

  if (stations.length === 0) return null;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        title="Where should a station go? Runs the scenario with it at each point of a grid over the visible map"
      >
        Placement map
      </button>
      {open &&
        formSlot &&
        createPortal(
          <div className="mp-map__placement" data-testid="placement-panel">
            <label>
              Station{' '}
              <select value={chosenId} onChange={(e) => setStationId(e.target.value)} disabled={running}>
                {stations.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label ?? s.id}
                  </option>
                ))}
              </select>
            </label>
            <MetricSelect
              label="Best for"
              metrics={metrics}
              value={metric?.id ?? ''}
              onChange={setMetricId}
              disabled={running}
            />
            <GridSelect n={n} onChange={setN} disabled={running} />
            <div className="mp-map__placement-buttons">
              {running ? (
                <button type="button" onClick={stop}>
                  Stop
                </button>
              ) : (
                <button type="button" onClick={start} disabled={!metric || !ctrl}>
                  Map it
                </button>
              )}
              {sweep && !running && (
                <button type="button" onClick={clear}>
                  Clear
                </button>
              )}
            </div>
            {problem && <p role="alert">The scenario cannot be run: {problem}</p>}
            {gate.refusal && <p role="alert">Not started: {gate.refusal}</p>}
            {sweep && <PlacementResult sweep={sweep} dispatch={dispatch} />}
          </div>,
          formSlot,
        )}
    </>
  );
}

/** The grid size's select (points per side). */
function GridSelect({ n, onChange, disabled }: { n: number; onChange(n: number): void; disabled: boolean }) {
  return (
    <label>
      Grid{' '}
      <select value={n} onChange={(e) => onChange(Number(e.target.value))} disabled={disabled}>
        {GRID_SIZES.map((g) => (
          <option key={g} value={g}>
            {g} × {g} runs over the visible map
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Draws the placement map on `ctrl`'s overlay: the overlay reads the current sweep from `mapRef`
 * when it draws, and is refreshed whenever `sweep` (the state copy of it) changes.
 */
function usePlacementOverlay(
  ctrl: MapController | null,
  mapRef: RefObject<PlacementMap | null>,
  sweep: PlacementMap | null,
): void {
  useEffect(() => {
    if (!ctrl) return;
    ctrl.setPlacement(() => {
      const s = mapRef.current;
      if (!s) return null;
      const view: PlacementView = {
        bounds: s.bounds,
        n: s.n,
        points: s.points,
        values: s.values,
        better: s.metric.better,
        best: bestIndex(s.values, s.metric.better),
      };
      return view;
    });
    return () => ctrl.setPlacement(null);
  }, [ctrl, mapRef]);
  useEffect(() => ctrl?.refreshPlacement(), [ctrl, sweep]);
}

/** A sweep's progress and best point, its colour legend, and the button that moves the station there. */
function PlacementResult({ sweep, dispatch }: { sweep: PlacementMap; dispatch: (a: ScenarioAction) => void }) {
  const best = bestIndex(sweep.values, sweep.metric.better);
  const finite = sweep.values.filter((v): v is number => v !== null && Number.isFinite(v));
  const bestPoint = best >= 0 ? sweep.points[best] : null;
  return (
    <>
      <p
        role="status"
        data-testid="placement-status"
        data-bounds={JSON.stringify(sweep.bounds)}
        data-n={sweep.n}
        data-best={bestPoint ? JSON.stringify({ ...bestPoint.position, value: sweep.values[best] }) : undefined}
      >
        {sweep.done} of {sweep.points.length} runs
        {sweep.elapsedMs !== null && ` in ${(sweep.elapsedMs / 1000).toFixed(1)} s`}
        {sweep.failed > 0 && ` (${sweep.failed} refused)`}
        {bestPoint &&
          ` · best ${fmt(sweep.values[best] ?? null, sweep.metric.unit)} at (${bestPoint.position.xM}, ${bestPoint.position.yM}) m`}
      </p>
      {finite.length > 0 && (
        <div className="mp-map__field-legend" data-testid="placement-legend">
          <span>
            {fmt(sweep.metric.better === 'higher' ? Math.min(...finite) : Math.max(...finite), sweep.metric.unit)}
          </span>
          <span
            className="mp-map__field-bar"
            style={{
              background: `linear-gradient(to right, ${interpolateViridis(0)}, ${interpolateViridis(0.5)}, ${interpolateViridis(1)})`,
            }}
          />
          <span>
            {fmt(sweep.metric.better === 'higher' ? Math.max(...finite) : Math.min(...finite), sweep.metric.unit)}{' '}
            (best)
          </span>
        </div>
      )}
      {bestPoint && (
        <button
          type="button"
          onClick={() => dispatch({ type: 'moveStation', id: sweep.stationId, position: bestPoint.position })}
        >
          Move {sweep.stationId} to the best point
        </button>
      )}
    </>
  );
}
