import type { MapMarker } from "./map-marker";

/** The embedded offline basemap; tenants may configure another style URL (`tenant.mapStyle`). */
export const DEFAULT_MAP_STYLE_URL = "/map/style.json";

/** Classes of the map's box and of its placeholder: the basemap's land colour, so nothing flashes. */
export const MAP_SURFACE_CLASS = "relative overflow-hidden bg-[#f4f2ee]";

/** Texts of the map's own controls, translated by the route. English defaults. */
export type MapControlLabels = {
  zoomIn: string;
  zoomOut: string;
  toggleAttribution: string;
};

export type MapViewProps = {
  /** A maplibre style URL; relative URLs inside the style resolve against it. */
  styleUrl?: string;
  /** The view when there are no markers (with one marker, the map centres on it). */
  center?: { lat: number; long: number };
  /** Zoom for `center`, or for a single marker. */
  zoom?: number;
  /** Price pins. Keep the array stable between renders (e.g. useMemo) when nothing changed. */
  markers: readonly MapMarker[];
  /** The highlighted pin; when it changes, the map pans to it if it is out of view. */
  selectedId?: string | null;
  /** Called with a pin's id when it is clicked or activated with Enter or Space. */
  onSelect?: (id: string) => void;
  /** Called with the position of a click or tap on the map itself (not on a pin): to place something. */
  onPick?: (position: { lat: number; long: number }) => void;
  /** Pins can be dragged; where one is dropped goes to `onPick` (to place something by its pin). */
  draggable?: boolean;
  /** Must give the map a fixed size (e.g. "h-96 w-full"); the placeholder uses the same classes. */
  className?: string;
  /** Names the map for screen readers, e.g. "Map of 24 apartments in Berlin". */
  ariaLabel: string;
  /** Language of the basemap's place labels ("de" or "en"; others fall back to English). */
  language?: string;
  controlLabels?: Partial<MapControlLabels>;
  /**
   * Names a cluster of pins for screen readers, e.g. "12 apartments here, zoom in". Pins that overlap
   * are merged into a cluster that shows the count and zooms in when activated.
   */
  clusterLabel?: (count: number) => string;
};
