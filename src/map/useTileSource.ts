/**
 * The map's tile layer, decided by the rules of tileSource.ts: the URL the map may load now (none
 * until the user agrees to an unknown host), and what to ask or tell the user.
 */
import { useCallback, useMemo, useState } from 'react';
import { checkTileUrl, decideTiles, policyTileHosts, type TileDecision } from './tileSource';
import { consentedTileOrigins, pagePolicy, rememberTileConsent } from './tileConsent';

/** The decision for the current tile URL, and the user's answers to the question. */
export interface TileSource {
  /** Null without a tile URL. */
  decision: TileDecision | null;
  /** The user agrees to load tiles from the URL's host (remembered). */
  allow(): void;
  /** The user does not want tiles from it (for this page). */
  decline(): void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Decides about `template` (already checked by the query reader; checked again here). */
export function useTileSource(template: string | undefined): TileSource {
  const [answers, setAnswers] = useState(() => ({
    consented: consentedTileOrigins(storage()),
    declined: new Set<string>(),
  }));
  const decision = useMemo(() => {
    if (!template) return null;
    const pageOrigin = location.origin;
    const tile = checkTileUrl(template, pageOrigin);
    if ('problem' in tile) return null;
    return decideTiles(tile, { pageOrigin, tileHosts: policyTileHosts(pagePolicy(document)), ...answers });
  }, [template, answers]);
  const origin = decision?.tile.origin;
  const allow = useCallback(() => {
    if (!origin) return;
    rememberTileConsent(storage(), origin);
    setAnswers((a) => ({ ...a, consented: new Set([...a.consented, origin]) }));
  }, [origin]);
  const decline = useCallback(() => {
    if (origin) setAnswers((a) => ({ ...a, declined: new Set([...a.declined, origin]) }));
  }, [origin]);
  return { decision, allow, decline };
}
