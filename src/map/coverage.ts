/** The faint coverage circle drawn around a station. */
import { schemaDefault } from '../scenario/schemaFields';
import type { Decay } from '../scenario/types';

/**
 * Radius of a station's coverage circle, metres: the logistic d0 (where rho is about one half),
 * a step's radius, or half a linear range (where rho is one half). Null for a flat law.
 */
export function coverageRadiusM(decay: Decay | undefined): number | null {
  if (!decay) return coverageRadiusM(schemaDefault<Decay>('station.decay'));
  switch (decay.law) {
    case 'logistic':
      return decay.d0M ?? schemaDefault<number>('station.decay[logistic].d0M');
    case 'step':
      return decay.radiusM;
    case 'linear':
      return decay.rangeM / 2;
    case 'flat':
      return null;
  }
}
