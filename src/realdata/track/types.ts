/** The shapes of a track import (GPX, KML, GeoJSON lines); see docs/real-data.md. */

/** What the worker is asked to do with a track file. */
export interface TrackOptions {
  /** Nothing yet: every option of a track is applied on the page (speed, simplification). */
  readonly _?: never;
}

/** A track as read from its file: the first line (track, route or LineString) of the file. */
export interface ParsedTrack {
  /** The line's name from the file, plain text (never markup), or the file's name. */
  name: string;
  /** Latitude and longitude of every point, degrees, interleaved (lat0, lon0, lat1, lon1, ...). */
  latLonDeg: Float64Array;
  /** Seconds since the first point, one per point, when every point has a time; else null. */
  timesS: Float64Array | null;
  /** How many lines the file held (only the first is used; the page says so when more). */
  lines: number;
  /** Why `timesS` is null (`no point has a time`, `<trkpt> 7 has no time`, ...); null when it is not. */
  timesNote: string | null;
}
