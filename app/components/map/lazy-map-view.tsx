import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "../../i18n/use-t";
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
  /**
   * Load maplibre only when the map comes near the viewport (a map further down a page, such as the
   * offer page's location), not right after hydration.
   */
  whenVisible?: boolean;
};

/** True once the element is within 300 px of the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

function MapPlaceholder({
  className,
  fallback,
  ref,
}: {
  className?: string;
  fallback?: ReactNode;
  ref?: React.Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className={[MAP_SURFACE_CLASS, className].filter(Boolean).join(" ")} data-map-placeholder="">
      {fallback}
    </div>
  );
}

export function LazyMapView({ fallback, whenVisible = false, ...props }: LazyMapViewProps) {
  const hydrated = useHydrated();
  const { t } = useT();
  const { ref, near } = useNearViewport(whenVisible);
  // The map's own buttons in the page's language (maplibre names them in English).
  const controlLabels = {
    zoomIn: t("map.zoomIn"),
    zoomOut: t("map.zoomOut"),
    toggleAttribution: t("map.toggleAttribution"),
    ...props.controlLabels,
  };
  const placeholder = <MapPlaceholder ref={ref} className={props.className} fallback={fallback} />;
  if (!hydrated || !near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MapView {...props} controlLabels={controlLabels} />
    </Suspense>
  );
}
