/**
 * The capacity law of an imported cell site, by radio technology: a nominal capacity (what the
 * site offers next to it) and a logistic decay whose midpoint `d0M` is the site's reach. Each
 * default's source is in docs/real-data.md ("Cell sites"); the import panel lets them be edited.
 */
import type { RadioTech } from './types';

/** The technologies, in the order the panel lists them. */
export const RADIO_TECHS: readonly RadioTech[] = ['GSM', 'UMTS', 'CDMA', 'LTE', 'NR', 'WiFi'];

/** One technology's law. */
export interface TechLaw {
  /** Nominal capacity next to the site, Mbps. */
  capacityMbps: number;
  /** The reach used when a site gives none (the logistic's `d0M`), metres. */
  reachM: number;
}

/** The laws of every technology. */
export type TechLaws = Record<RadioTech, TechLaw>;

/**
 * The defaults (sources in docs/real-data.md): GSM, EDGE's 4 downlink slots at 59.2 kbit/s
 * (3GPP TS 43.064, MCS-9); UMTS, the 3G download measured in paper 004 (3.7 Mbps); CDMA, EV-DO's
 * "typically under 1 Mbps" (Opensignal 2016); LTE, Ookla's mean mobile download in the US in the
 * first half of 2018 (27.3 Mbps, mostly LTE); NR, Ookla's global median 5G download of Q3 2021
 * (166 Mbps); WiFi, the convoy paper's 20 Mbps WiFi station. Reaches: typical cell radii.
 */
export const DEFAULT_TECH_LAWS: TechLaws = {
  GSM: { capacityMbps: 0.24, reachM: 5000 },
  UMTS: { capacityMbps: 3.7, reachM: 2000 },
  CDMA: { capacityMbps: 0.8, reachM: 3000 },
  LTE: { capacityMbps: 27.3, reachM: 1500 },
  NR: { capacityMbps: 166, reachM: 500 },
  WiFi: { capacityMbps: 20, reachM: 80 },
};

/** A site's `range` is clamped to this interval before it becomes `d0M`, metres. */
export const REACH_LIMITS_M = { minM: 50, maxM: 20_000 } as const;

/**
 * The logistic's steepness times its midpoint, `alpha d0`: the convoy paper's 0.007 /m x 500 m
 * (its Fig 4 top), so every site's decay has the paper's shape scaled to its reach.
 */
export const ALPHA_D0 = 3.5;

/** The reach of a site, metres: its own `range` clamped to REACH_LIMITS_M, else its technology's. */
export function reachOf(rangeM: number | null, law: TechLaw): number {
  if (rangeM === null || !(rangeM > 0)) return law.reachM;
  return Math.min(REACH_LIMITS_M.maxM, Math.max(REACH_LIMITS_M.minM, rangeM));
}

/** The radio technology named by `text` (OpenCellID's spellings, any case; WIFI, WiFi, Wi-Fi), or null. */
export function radioOf(text: string): RadioTech | null {
  const t = text.trim().toUpperCase().replace('-', '');
  if (t === 'WIFI' || t === 'WLAN') return 'WiFi';
  return (RADIO_TECHS as readonly string[]).includes(t) ? (t as RadioTech) : null;
}
