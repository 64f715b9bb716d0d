/** The faint coverage circle drawn around a station. */
import type { Decay } from '../scenario/types';

/** Default logistic midpoint distance d0, metres (docs/scenario.md). */
export const DEFAULT_D0_M = 500;

/**
 * Radius of a station's coverage circle, metres: the logistic d0 (where rho is about one half),
 * a step's radius, or half a linear range (where rho is one half). Null for a flat law.
 */
export function coverageRadiusM(decay: Decay | undefined): number | null {
  if (!decay) return DEFAULT_D0_M;
  switch (decay.law) {
    case 'logistic':
      return decay.d0M ?? DEFAULT_D0_M;
    case 'step':
      return decay.radiusM;
    case 'linear':
      return decay.rangeM / 2;
    case 'flat':
      return null;
  }
}
