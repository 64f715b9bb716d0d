/**
 * Names of a run's sample columns, as the solver's layout gives them (`RunLayout.columns`, in row
 * order): `t_s`, then `<quantity>:<id>` such as `x:head-B1` (a route's throughput) or `c:B1` (a
 * resource's capacity). A new quantity (`w:`, `q:`, `loss:` ...) needs no change here: the store
 * keeps every column of the layout under its name.
 */

/** The time column, seconds. */
export const TIME_COLUMN = 't_s';

/** Quantity of the routes' throughput columns (`x:<route>`), Mbps. */
export const RATE_QUANTITY = 'x';

/** Quantity of the resources' capacity columns (`c:<resource>`), Mbps. */
export const CAPACITY_QUANTITY = 'c';

/** Name of the column of `quantity` for route or resource `id`: `x`, `head-B1` -> `x:head-B1`. */
export function columnName(quantity: string, id: string): string {
  return `${quantity}:${id}`;
}

/** Name of route `routeId`'s throughput column, Mbps. */
export function rateColumn(routeId: string): string {
  return columnName(RATE_QUANTITY, routeId);
}

/** Name of resource `resourceId`'s capacity column, Mbps. */
export function capacityColumn(resourceId: string): string {
  return columnName(CAPACITY_QUANTITY, resourceId);
}
