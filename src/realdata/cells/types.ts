/** The shapes of a cell-site import (OpenCellID-style CSV, GeoJSON points); see docs/real-data.md. */
import type { ImportProblem } from '../problems';

/** The radio technologies a site may have (OpenCellID's `radio` column, and WiFi). */
export type RadioTech = 'GSM' | 'UMTS' | 'CDMA' | 'LTE' | 'NR' | 'WiFi';

/** What the worker keeps of a cell-site file. */
export interface CellsOptions {
  /** The path the sites are filtered around: latitude, longitude pairs, degrees. */
  pathLatLonDeg: Float64Array;
  /** Sites farther than this from the path are dropped, metres. */
  marginM: number;
  /** At most this many sites are kept (the nearest to the path). */
  maxSites: number;
}

/** One site as read. */
export interface CellSite {
  radio: RadioTech;
  latDeg: number;
  lonDeg: number;
  /** The file's estimate of the site's reach, metres, or null. */
  rangeM: number | null;
  /** `LTE 234-15 12345/678` or the feature's name: plain text. */
  label: string;
  /** The site's own name (a GeoJSON feature's `name` or `label`), plain text; null when the file gives none. */
  name: string | null;
  /** Distance to the path, metres. */
  distanceM: number;
}

/** The sites of a file near the path, and what was skipped. */
export interface ParsedCells {
  sites: CellSite[];
  /** Data rows (or features) read. */
  rows: number;
  /** Rows within the margin (before the `maxSites` cut). */
  inMargin: number;
  /** The first few rows that could not be read. */
  skipped: ImportProblem[];
  /** How many rows could not be read. */
  skippedCount: number;
}
