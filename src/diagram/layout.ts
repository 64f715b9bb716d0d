/**
 * Geometry of the network diagram (Fig. 3 of the convoy paper): sources on the left, the resources
 * in columns by hop order, one destination on the right, and each route as a left-to-right path
 * from its source through its resources in order. Pure: a `RunLayout` and a size in, positions out
 * (in pixels of the drawing; the component may scale the drawing as a whole). The boxes are placed
 * in layoutNodes.ts, the routes between them in layoutRoutes.ts.
 */
import type { RunLayout } from '../solver/layout';
import { diagramLayers } from './layers';
import type { DiagramGeometry, DiagramNames, DiagramSizePx } from './layoutTypes';
import { destinationBox, diagramFrame, nodePorts, resourceNodes, sourceNodes } from './layoutNodes';
import { routePaths } from './layoutRoutes';

export type { DiagramGeometry, DiagramNames, DiagramSizePx, ResourceNode, RoutePath, SourceNode } from './layoutTypes';

/**
 * Lays out the diagram of `layout` in `size` (taller when the rows need more room than `size` has);
 * boxes and rows are labelled by `names` (absent: by id).
 */
export function diagramLayout(layout: RunLayout, size: DiagramSizePx, names?: DiagramNames): DiagramGeometry {
  const layers = diagramLayers(layout);
  const frame = diagramFrame(layout, layers, size, names);
  const ports = nodePorts(layout, layers);
  const sources = sourceNodes(layers, frame, ports);
  const resources = resourceNodes(layout, layers, frame, ports, names);
  const { box: destination, rowPx: destRowPx } = destinationBox(frame, layout.routes.length);
  const routes = routePaths(layout, layers, frame, { sources, resources, destination, destRowPx }, ports, names);
  const { widthPx, heightPx, columnCount } = frame;
  return { widthPx, heightPx, sources, resources, destination, routes, columnCount };
}
