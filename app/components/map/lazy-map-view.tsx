import { lazy, type ReactNode, Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { MAP_SURFACE_CLASS, type MapViewProps } from "./map-view-props";

export type { MapMarker } from "./map-marker";
export { DEFAULT_MAP_STYLE_URL, type MapControlLabels, type MapViewProps } from "./map-view-props";

/**
 * The map for any route: safe to import anywhere. On the server and until hydration it renders a
 * placeholder of the same size (give the size in `className`); on the client it loads the maplibre
 * view as its own chunk, so neither maplibre nor the view is in the server bundle or in a page's
 * initial JavaScript.
 */
const MapView = lazy(() => import("./map-view.client").then((module) => ({ default: module.MapView })));

export type LazyMapViewProps = MapViewProps & {
  /** Shown inside the placeholder, e.g. a note or a link for visitors without JavaScript. */
  fallback?: ReactNode;
};

function MapPlaceholder({ className, fallback }: { className?: string; fallback?: ReactNode }) {
  return (
    <div className={[MAP_SURFACE_CLASS, className].filter(Boolean).join(" ")} data-map-placeholder="">
      {fallback}
    </div>
  );
}

export function LazyMapView({ fallback, ...props }: LazyMapViewProps) {
  const hydrated = useHydrated();
  const placeholder = <MapPlaceholder className={props.className} fallback={fallback} />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MapView {...props} />
    </Suspense>
  );
}
