/**
 * A price pin on the map. `label` is the short text on the pin (e.g. "€120"); `accessibleName` is what
 * screen readers announce (e.g. "Apartment Alte Oper, €120 per night"). Both come translated and
 * formatted from the route.
 */
export type MapMarker = {
  id: string;
  lat: number;
  long: number;
  label: string;
  accessibleName: string;
};
