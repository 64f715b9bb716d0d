/**
 * The map's settings, a small disclosure on the map: the tile URL template and its attribution (text),
 * and the scenario's geographic origin. Setting an origin turns the frame geographic (an undoable
 * scenario edit); clearing it goes back to planar metres. A tile URL is checked by the rule of
 * tileSource.ts before it is used.
 */
import { useId, useState, type FormEvent } from 'react';
import type { Scenario } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import './mapSettings.css';
import { checkTileUrl } from './tileSource';

/** Props of the map settings. */
export interface MapSettingsProps {
  frame: Scenario['frame'];
  dispatch(action: ScenarioAction): void;
  /** The tile URL template in use ('' for none) and its attribution text. */
  tileUrl: string;
  tileAttribution: string;
  onTilesChange(url: string, attribution: string): void;
}

/** Reads an origin from two fields: null for both empty, a message when not usable. */
export function readOrigin(latText: string, lonText: string): { lat: number; lon: number } | null | string {
  if (!latText.trim() && !lonText.trim()) return null;
  const lat = Number(latText);
  const lon = Number(lonText);
  if (!latText.trim() || !Number.isFinite(lat) || Math.abs(lat) > 85)
    return 'Latitude must be a number of degrees from -85 to 85 (Web Mercator stops at 85°).';
  if (!lonText.trim() || !Number.isFinite(lon) || Math.abs(lon) > 180)
    return 'Longitude must be a number of degrees from -180 to 180.';
  return { lat, lon };
}

/** The "Map" settings disclosure (see the file comment). */
export function MapSettings({ frame, dispatch, tileUrl, tileAttribution, onTilesChange }: MapSettingsProps) {
  const geo = frame?.kind === 'geographic' ? frame : null;
  const [url, setUrl] = useState(tileUrl);
  const [attribution, setAttribution] = useState(tileAttribution);
  const [lat, setLat] = useState(geo ? String(geo.originLatDeg) : '');
  const [lon, setLon] = useState(geo ? String(geo.originLonDeg) : '');
  const [problem, setProblem] = useState('');
  const id = useId();

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const origin = readOrigin(lat, lon);
    if (typeof origin === 'string') return setProblem(origin);
    const checked = url.trim() ? checkTileUrl(url, location.origin) : null;
    if (checked && 'problem' in checked) return setProblem(`Tile URL: ${checked.problem}`);
    setProblem('');
    const same = origin ? geo?.originLatDeg === origin.lat && geo.originLonDeg === origin.lon : !geo;
    if (!same)
      dispatch({
        type: 'setFrame',
        frame: origin ? { kind: 'geographic', originLatDeg: origin.lat, originLonDeg: origin.lon } : null,
      });
    onTilesChange(checked ? checked.template : '', attribution.trim());
  };

  return (
    <details className="mp-map-settings">
      <summary>Map</summary>
      <form onSubmit={apply} aria-label="Map settings">
        <label htmlFor={`${id}-url`}>Tile URL template</label>
        <input
          id={`${id}-url`}
          inputMode="url"
          spellCheck={false}
          placeholder="https://tile.example.org/{z}/{x}/{y}.png"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-describedby={`${id}-url-help`}
        />
        <small id={`${id}-url-help`}>
          {'{z}/{x}/{y}'} Web Mercator tiles, https or this site; they line up only in a geographic frame.
        </small>
        <label htmlFor={`${id}-attr`}>Attribution (text)</label>
        <input
          id={`${id}-attr`}
          value={attribution}
          maxLength={200}
          placeholder="© OpenStreetMap contributors"
          onChange={(e) => setAttribution(e.target.value)}
        />
        <fieldset>
          <legend>Origin (0, 0) on Earth; empty: planar metres</legend>
          <label htmlFor={`${id}-lat`}>Latitude, ° N</label>
          <input id={`${id}-lat`} inputMode="decimal" value={lat} onChange={(e) => setLat(e.target.value)} />
          <label htmlFor={`${id}-lon`}>Longitude, ° E</label>
          <input id={`${id}-lon`} inputMode="decimal" value={lon} onChange={(e) => setLon(e.target.value)} />
        </fieldset>
        {problem && (
          <p className="mp-map-settings__problem" role="alert">
            {problem}
          </p>
        )}
        <button type="submit">Apply</button>
      </form>
    </details>
  );
}
