/** The diagram's geometry primitive, shared by the layout and the crossing placement. */

/** A box of the drawing, pixels from the top left. */
export interface BoxPx {
  xPx: number;
  yPx: number;
  widthPx: number;
  heightPx: number;
}
