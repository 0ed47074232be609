import type { GeoJSONSource, Map as MaplibreMap, Marker } from "maplibre-gl";
import maplibreCssUrl from "maplibre-gl/dist/maplibre-gl.css?url";
import maplibreWorkerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useRef, useState } from "react";
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  type ClusterButton,
  type ClusterView,
  createClusterButton,
  markersToGeoJson,
  splitClusters,
  stackOffsets,
} from "./map-clusters";
import type { MapMarker } from "./map-marker";
import { DEFAULT_MAP_STYLE_URL, MAP_SURFACE_CLASS, type MapControlLabels, type MapViewProps } from "./map-view-props";
import { isInsideViewport, markerBounds } from "./marker-bounds";
import { createPricePin, type PricePin } from "./price-pin";
import { absolutizeStyleUrls } from "./style-urls";

/**
 * The interactive map: maplibre with price pins. Client only: load it through `LazyMapView`, which
 * keeps maplibre out of the server bundle and out of every page's initial JavaScript.
 */

/** Pins stand above their point and the zoom buttons sit top right: leave room for both. */
const FIT_PADDING = { top: 56, right: 56, bottom: 24, left: 40 };
const MAX_FIT_ZOOM = 14;
const DEFAULT_SINGLE_MARKER_ZOOM = 13;
const DEFAULT_CENTER_ZOOM = 11;
/** Room a pin needs around its anchor (it stands above its point) before we pan to reveal it. */
const PIN_MARGIN = { top: 44, right: 40, bottom: 12, left: 40 };

const DEFAULT_CONTROL_LABELS: MapControlLabels = {
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  toggleAttribution: "Toggle attribution",
};

type Pin = PricePin & { marker: Marker; data: MapMarker };
type Cluster = ClusterButton & { marker: Marker; data: ClusterView };

/** The pins as a clustering GeoJSON source, and an invisible layer that keeps its tiles loaded. */
const PINS_SOURCE = "quartier-pins";
const PINS_LAYER = "quartier-pins-index";

const defaultClusterLabel = (count: number) => `${count} apartments here, zoom in`;

function addPinsSource(map: MaplibreMap, markers: readonly MapMarker[]) {
  if (map.getSource(PINS_SOURCE)) return;
  map.addSource(PINS_SOURCE, {
    type: "geojson",
    data: markersToGeoJson(markers),
    cluster: true,
    clusterRadius: CLUSTER_RADIUS,
    clusterMaxZoom: CLUSTER_MAX_ZOOM,
  });
  map.addLayer({
    id: PINS_LAYER,
    type: "circle",
    source: PINS_SOURCE,
    paint: { "circle-radius": 1, "circle-opacity": 0 },
  });
}

function labelLanguage(language: string | undefined): "de" | "en" {
  return language?.toLowerCase().startsWith("de") ? "de" : "en";
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

export function MapView({
  styleUrl = DEFAULT_MAP_STYLE_URL,
  center,
  zoom,
  markers,
  selectedId = null,
  onSelect,
  onPick,
  draggable = false,
  className,
  ariaLabel,
  language,
  controlLabels,
  clusterLabel,
}: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const libRef = useRef<typeof import("maplibre-gl") | null>(null);
  const pinsRef = useRef(new Map<string, Pin>());
  const clustersRef = useRef(new Map<number, Cluster>());
  /** After a cluster was opened from the keyboard: where the focus goes once the map has zoomed. */
  const pendingFocus = useRef<{ ids: Set<string>; long: number; lat: number } | null>(null);
  const refreshRef = useRef<() => void>(() => {});
  const [loaded, setLoaded] = useState(false);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const appliedCamera = useRef<{ lat?: number; long?: number; zoom?: number }>({});

  // The latest props, read by the map's event handlers and by the one-time setup below.
  const props = {
    markers,
    selectedId,
    onSelect,
    onPick,
    center,
    zoom,
    ariaLabel,
    language,
    controlLabels,
    clusterLabel,
  };
  const latest = useRef(props);
  latest.current = props;

  // Create the map once; everything else follows props in the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the style URL is applied by its own effect
  useEffect(() => {
    let cancelled = false;
    let map: MaplibreMap | null = null;
    const pins = pinsRef.current;
    const clusters = clustersRef.current;

    (async () => {
      const maplibregl = await import("maplibre-gl");
      if (cancelled || !containerRef.current) return;
      maplibregl.setWorkerUrl(maplibreWorkerUrl);
      libRef.current = maplibregl;

      const props = latest.current;
      const labels = { ...DEFAULT_CONTROL_LABELS, ...props.controlLabels };
      const bounds = props.markers.length > 1 ? markerBounds(props.markers) : undefined;
      const only = props.markers.length === 1 ? props.markers[0] : undefined;
      const start = only ?? props.center;
      const startZoom = props.zoom ?? (only ? DEFAULT_SINGLE_MARKER_ZOOM : DEFAULT_CENTER_ZOOM);
      const styleBase = new URL(styleUrl, window.location.href).href;

      map = new maplibregl.Map({
        container: containerRef.current,
        style: styleUrl,
        transformStyle: (_previous, next) => absolutizeStyleUrls(next, styleBase),
        ...(bounds
          ? { bounds, fitBoundsOptions: { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM } }
          : start
            ? { center: [start.long, start.lat] as [number, number], zoom: startZoom }
            : props.zoom !== undefined
              ? { zoom: props.zoom }
              : {}),
        globalState: { lang: labelLanguage(props.language) },
        attributionControl: { compact: true },
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        locale: {
          "Map.Title": props.ariaLabel,
          "NavigationControl.ZoomIn": labels.zoomIn,
          "NavigationControl.ZoomOut": labels.zoomOut,
          "AttributionControl.ToggleAttribution": labels.toggleAttribution,
        },
      });
      map.touchZoomRotate.disableRotation();
      map.keyboard.disableRotation();
      map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
      mapRef.current = map;
      appliedCamera.current = { lat: props.center?.lat, long: props.center?.long, zoom: props.zoom };

      // "load": the style and its data are in and the first complete frame is drawn.
      map.once("load", () => {
        if (cancelled || !map) return;
        addPinsSource(map, latest.current.markers);
        setLoaded(true);
      });
      // Another style (a tenant's) drops our source: add it again.
      map.on("style.load", () => {
        if (map && !cancelled) addPinsSource(map, latest.current.markers);
      });
      // Which pins stand alone and which are merged changes with the view and when the source has loaded.
      // "idle": the tiles of the new view are in, so the source's clusters are those of this zoom.
      map.on("idle", () => refreshRef.current());
      // Pins are DOM markers, so a click on one does not reach the map: this is a click on the map.
      map.on("click", (event) => latest.current.onPick?.({ lat: event.lngLat.lat, long: event.lngLat.lng }));
    })().catch((error: unknown) => {
      if (cancelled) return;
      console.error("The map could not be shown", error);
      setFailed(true);
    });

    return () => {
      cancelled = true;
      for (const pin of pins.values()) pin.marker.remove();
      pins.clear();
      for (const cluster of clusters.values()) cluster.marker.remove();
      clusters.clear();
      map?.remove();
      mapRef.current = null;
    };
  }, []);

  // Pins follow the markers prop: added, updated and removed by id, in the given order (tab order).
  useEffect(() => {
    const map = mapRef.current;
    const maplibregl = libRef.current;
    if (!loaded || !map || !maplibregl) return;
    const pins = pinsRef.current;
    const wanted = new Set(markers.map((m) => m.id));
    for (const [id, pin] of pins) {
      if (!wanted.has(id)) {
        pin.marker.remove();
        pins.delete(id);
      }
    }
    // Apartments in one building share a position: their pins stand stacked above it, so that each
    // stays readable and clickable once the cluster has come apart.
    const stackOffset = stackOffsets(markers);
    for (const data of markers) {
      const existing = pins.get(data.id);
      if (existing) {
        // Updated in place: moving a pin in the DOM would take the keyboard focus away from it.
        existing.data = data;
        existing.marker.setOffset([0, stackOffset.get(data.id) ?? -6]);
        existing.marker.setLngLat([data.long, data.lat]);
        existing.update(data, data.id === latest.current.selectedId);
        continue;
      }
      const id = data.id;
      const element = createPricePin(() => latest.current.onSelect?.(id));
      const marker = new maplibregl.Marker({
        element: element.wrapper,
        anchor: "bottom",
        offset: [0, stackOffset.get(id) ?? -6],
        draggable,
      });
      marker.on("dragend", () => {
        const dropped = marker.getLngLat();
        latest.current.onPick?.({ lat: dropped.lat, long: dropped.lng });
      });
      element.update(data, id === latest.current.selectedId);
      // New pins are appended, so the tab order follows `markers`.
      marker.setLngLat([data.long, data.lat]).addTo(map);
      pins.set(id, { ...element, marker, data });
    }
    (map.getSource(PINS_SOURCE) as GeoJSONSource | undefined)?.setData(markersToGeoJson(markers));
    refreshRef.current();
  }, [loaded, markers, draggable]);

  // Shows the pins that stand alone and a cluster button for each group of overlapping pins.
  refreshRef.current = () => {
    const map = mapRef.current;
    const maplibregl = libRef.current;
    if (!loaded || !map || !maplibregl || !map.getSource(PINS_SOURCE) || !map.isSourceLoaded(PINS_SOURCE)) return;
    const { clusters, singles } = splitClusters(map.querySourceFeatures(PINS_SOURCE));
    const selected = latest.current.selectedId;
    for (const [id, pin] of pinsRef.current) {
      const visible = singles.has(id) || id === selected;
      pin.wrapper.hidden = !visible;
    }
    const label = latest.current.clusterLabel ?? defaultClusterLabel;
    const wanted = new Set(clusters.map((c) => c.clusterId));
    for (const [id, cluster] of clustersRef.current) {
      if (!wanted.has(id)) {
        cluster.marker.remove();
        clustersRef.current.delete(id);
      }
    }
    for (const data of clusters) {
      const existing = clustersRef.current.get(data.clusterId);
      if (existing) {
        existing.data = data;
        existing.marker.setLngLat([data.long, data.lat]);
        existing.update(data, label(data.count));
        continue;
      }
      const element = createClusterButton(() => void openCluster(data.clusterId));
      const marker = new maplibregl.Marker({ element: element.wrapper, anchor: "center" });
      element.update(data, label(data.count));
      marker.setLngLat([data.long, data.lat]).addTo(map);
      clustersRef.current.set(data.clusterId, { ...element, marker, data });
    }
    // After a cluster was opened from the keyboard, the focus goes to one of its pins (or the
    // nearest smaller cluster), not back to the page's start.
    const focus = pendingFocus.current;
    if (focus && !map.isMoving()) {
      pendingFocus.current = null;
      const pin = [...pinsRef.current.values()].find((p) => !p.wrapper.hidden && focus.ids.has(p.data.id));
      const nearest = [...clustersRef.current.values()].sort(
        (a, b) =>
          Math.hypot(a.data.long - focus.long, a.data.lat - focus.lat) -
          Math.hypot(b.data.long - focus.long, b.data.lat - focus.lat),
      )[0];
      (pin?.button ?? nearest?.button ?? map.getCanvas()).focus();
    }
    // Ready for users and browser tests: the map has drawn and its pins and clusters are in place.
    // The zoom and centre are signals for tests that wait on a cluster opening or a pan.
    if (boxRef.current) {
      const centre = map.getCenter();
      boxRef.current.dataset.mapZoom = map.getZoom().toFixed(2);
      boxRef.current.dataset.mapCentre = `${centre.lng.toFixed(4)},${centre.lat.toFixed(4)}`;
    }
    setReady(true);
  };

  /** Zooms in until the cluster comes apart. */
  async function openCluster(clusterId: number) {
    const map = mapRef.current;
    const source = map?.getSource(PINS_SOURCE) as GeoJSONSource | undefined;
    const cluster = clustersRef.current.get(clusterId);
    if (!map || !source || !cluster) return;
    const hadFocus = document.activeElement === cluster.button;
    const [zoom, leaves] = await Promise.all([
      source.getClusterExpansionZoom(clusterId),
      hadFocus ? source.getClusterLeaves(clusterId, 10_000, 0) : Promise.resolve([]),
    ]);
    if (hadFocus) {
      const ids = new Set(leaves.map((leaf) => String(leaf.properties?.markerId)));
      pendingFocus.current = { ids, long: cluster.data.long, lat: cluster.data.lat };
    }
    map.easeTo({
      center: [cluster.data.long, cluster.data.lat],
      zoom: Math.max(Math.min(zoom, CLUSTER_MAX_ZOOM + 1), Math.min(map.getZoom() + 1, CLUSTER_MAX_ZOOM + 1)),
      duration: prefersReducedMotion() ? 0 : 500,
    });
  }

  // The selected pin is highlighted, and brought into view when it is outside it.
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return;
    for (const [id, pin] of pinsRef.current) pin.update(pin.data, id === selectedId);
    refreshRef.current();
    const selected = selectedId ? pinsRef.current.get(selectedId) : undefined;
    if (!selected) return;
    const container = map.getContainer();
    const point = map.project([selected.data.long, selected.data.lat]);
    const size = { width: container.clientWidth, height: container.clientHeight };
    if (!isInsideViewport(point, size, PIN_MARGIN)) {
      map.easeTo({ center: [selected.data.long, selected.data.lat], duration: prefersReducedMotion() ? 0 : 400 });
    }
  }, [loaded, selectedId]);

  // A new centre or zoom from the page (e.g. another place searched) moves the map.
  const centerLat = center?.lat;
  const centerLong = center?.long;
  useEffect(() => {
    const map = mapRef.current;
    const applied = appliedCamera.current;
    if (!loaded || !map) return;
    if (applied.lat === centerLat && applied.long === centerLong && applied.zoom === zoom) return;
    appliedCamera.current = { lat: centerLat, long: centerLong, zoom };
    map.jumpTo({
      ...(centerLat !== undefined && centerLong !== undefined ? { center: [centerLong, centerLat] } : {}),
      ...(zoom !== undefined ? { zoom } : {}),
    });
  }, [loaded, centerLat, centerLong, zoom]);

  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return;
    map.setGlobalStateProperty("lang", labelLanguage(language));
  }, [loaded, language]);

  const appliedStyle = useRef(styleUrl);
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || appliedStyle.current === styleUrl) return;
    appliedStyle.current = styleUrl;
    const base = new URL(styleUrl, window.location.href).href;
    map.setStyle(styleUrl, { transformStyle: (_previous, next) => absolutizeStyleUrls(next, base) });
  }, [loaded, styleUrl]);

  return (
    <>
      {/* React 19 puts the stylesheet in <head> and waits for it before showing the map. */}
      <link rel="stylesheet" href={maplibreCssUrl} precedence="default" />
      {/* maplibre styles its container (position: relative): it gets an inner box of its own, so the
          outer one keeps the page's classes, such as a sticky position beside a list. */}
      <div
        ref={boxRef}
        className={[MAP_SURFACE_CLASS, className].filter(Boolean).join(" ")}
        data-map-ready={ready ? "true" : undefined}
        data-map-error={failed ? "true" : undefined}
      >
        <div ref={containerRef} className="h-full w-full" />
      </div>
    </>
  );
}
