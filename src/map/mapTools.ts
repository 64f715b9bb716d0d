/** The map tools the top bar offers, in order, with their button labels. */
import type { MapTool } from './types';

/** Each map tool and its button label. */
export const TOOLS: Array<{ tool: MapTool; label: string }> = [
  { tool: 'select', label: 'Select' },
  { tool: 'add-station', label: 'Add station' },
  { tool: 'draw-polyline', label: 'Draw path' },
  { tool: 'draw-freehand', label: 'Freehand' },
];
