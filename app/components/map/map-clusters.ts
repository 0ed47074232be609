import type { MapMarker } from "./map-marker";
import { markerButton } from "./price-pin";

/**
 * Pins that overlap are shown as one cluster with a count. maplibre's clustering GeoJSON source does
 * the grouping; these helpers turn its features into what the view draws (HTML buttons, so clusters
 * and pins are both reachable with the keyboard) and back.
 */

/** Pixels within which pins are merged: about the width of a price pin. */
export const CLUSTER_RADIUS = 44;
/** From this zoom on every pin stands on its own (the embedded map has no street detail beyond it). */
export const CLUSTER_MAX_ZOOM = 15;

export type PointFeature = {
  type: "Feature";
  id: number;
  geometry: { type: "Point"; coordinates: [number, number] };
  properties: { markerId: string };
};

/** The markers as GeoJSON points; the numeric feature id is the marker's position in the list. */
export function markersToGeoJson(markers: readonly MapMarker[]): {
  type: "FeatureCollection";
  features: PointFeature[];
} {
  return {
    type: "FeatureCollection",
    features: markers
      .filter((m) => Number.isFinite(m.lat) && Number.isFinite(m.long))
      .map((m, index) => ({
        type: "Feature",
        id: index,
        geometry: { type: "Point", coordinates: [m.long, m.lat] },
        properties: { markerId: m.id },
      })),
  };
}

export type ClusterView = { clusterId: number; count: number; long: number; lat: number };

type RenderedFeature = {
  geometry: { type: string; coordinates?: unknown };
  properties: Record<string, unknown> | null;
};

/**
 * Splits the source's features (as `querySourceFeatures` gives them: repeated in every tile they
 * touch) into clusters and the ids of the pins standing alone.
 */
export function splitClusters(features: readonly RenderedFeature[]): { clusters: ClusterView[]; singles: Set<string> } {
  const clusters = new Map<number, ClusterView>();
  const singles = new Set<string>();
  for (const feature of features) {
    const props = feature.properties ?? {};
    if (props.cluster === true && typeof props.cluster_id === "number") {
      const coords = feature.geometry.coordinates;
      if (feature.geometry.type !== "Point" || !Array.isArray(coords)) continue;
      const [long, lat] = coords as [number, number];
      clusters.set(props.cluster_id, { clusterId: props.cluster_id, count: Number(props.point_count) || 0, long, lat });
    } else if (typeof props.markerId === "string") {
      singles.add(props.markerId);
    }
  }
  return { clusters: [...clusters.values()].sort((a, b) => a.clusterId - b.clusterId), singles };
}

/** The width of a cluster's circle for its count: 36 px for a few, up to 56 px for hundreds. */
export function clusterSize(count: number): number {
  return Math.round(Math.min(56, 32 + 8 * Math.log10(Math.max(2, count))));
}

export type ClusterButton = {
  wrapper: HTMLDivElement;
  button: HTMLButtonElement;
  update: (cluster: ClusterView, label: string) => void;
};

const CLUSTER_CLASS =
  "flex cursor-pointer items-center justify-center rounded-full border-2 border-white bg-brand text-sm font-bold text-brand-fg shadow-md " +
  "ring-4 ring-brand/25 transition-transform hover:scale-110 focus-visible:outline-offset-4";

export function createClusterButton(onActivate: () => void): ClusterButton {
  const { wrapper, button } = markerButton("hover:z-20 focus-within:z-20", CLUSTER_CLASS, onActivate);
  return {
    wrapper,
    button,
    update(cluster, label) {
      const size = `${clusterSize(cluster.count)}px`;
      button.style.width = size;
      button.style.height = size;
      const text = String(cluster.count);
      if (button.textContent !== text) button.textContent = text;
      button.setAttribute("aria-label", label);
      button.dataset.clusterCount = text;
    },
  };
}

/** Vertical offset of a price pin above its point, in pixels; pins sharing a point stack upwards. */
export function stackOffsets(markers: readonly MapMarker[], step = 30, base = -6): Map<string, number> {
  const seen = new Map<string, number>();
  const offsets = new Map<string, number>();
  for (const marker of markers) {
    const key = `${marker.lat.toFixed(6)},${marker.long.toFixed(6)}`;
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    offsets.set(marker.id, base - index * step);
  }
  return offsets;
}
