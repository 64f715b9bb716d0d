/** The drawn paths' simplification, which lives in src/geometry/simplify.ts (the track import uses it too). */
export { MAX_DRAWN_POINTS, douglasPeucker, simplifyOutline } from '../geometry/simplify';
