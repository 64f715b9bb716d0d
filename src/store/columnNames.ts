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

/**
 * Quantity of a packet run's goodput columns (`g:<route>`), Mbps: what the route's receiver put in
 * order over each interval. A fluid run has none: its throughput is its goodput.
 */
export const GOODPUT_QUANTITY = 'g';

/** What a throughput series measures: in-order delivery (goodput) or every arriving packet. */
export type ThroughputMeasure = 'goodput' | 'arrivals';

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

/** Name of route `routeId`'s goodput column (a packet run's), Mbps. */
export function goodputColumn(routeId: string): string {
  return columnName(GOODPUT_QUANTITY, routeId);
}

/** Name of resource `resourceId`'s capacity column, Mbps. */
export function capacityColumn(resourceId: string): string {
  return columnName(CAPACITY_QUANTITY, resourceId);
}
