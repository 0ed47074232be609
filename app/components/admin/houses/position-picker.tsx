import { useEffect, useMemo, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Language } from "../../../../shared/tenancy/tenant";
import { useT } from "../../../i18n/use-t";
import { LazyMapView } from "../../map/lazy-map-view";

/** Six decimals: about 10 cm, finer than anyone places a house. */
const rounded = (value: number) => String(Math.round(value * 1e6) / 1e6);

function readPosition(latId: string, longId: string): { lat: number; long: number } | null {
  const lat = Number((document.getElementById(latId) as HTMLInputElement | null)?.value.replace(",", "."));
  const long = Number((document.getElementById(longId) as HTMLInputElement | null)?.value.replace(",", "."));
  return Number.isFinite(lat) && Number.isFinite(long) && (lat !== 0 || long !== 0) ? { lat, long } : null;
}

/**
 * With JavaScript: the house's position on the map (the app's maplibre wrapper and offline basemap);
 * dragging its pin, or a click or tap on the map, moves it and writes the latitude and longitude fields, which stay the form's values
 * (and the only way without JavaScript). Shown once the fields hold a position.
 */
export function PositionPicker({ latId, longId, lng }: { latId: string; longId: string; lng: Language }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [position, setPosition] = useState<{ lat: number; long: number } | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    setPosition(readPosition(latId, longId));
    const follow = () => setPosition(readPosition(latId, longId));
    const inputs = [latId, longId].map((id) => document.getElementById(id));
    for (const input of inputs) input?.addEventListener("change", follow);
    return () => {
      for (const input of inputs) input?.removeEventListener("change", follow);
    };
  }, [hydrated, latId, longId]);
  const markers = useMemo(
    () => (position ? [{ id: "house", ...position, label: "⌂", accessibleName: t("adminHouses.mapMarker") }] : []),
    [position, t],
  );
  if (!hydrated || !position) return null;
  const pick = (next: { lat: number; long: number }) => {
    for (const [id, value] of [
      [latId, next.lat],
      [longId, next.long],
    ] as const) {
      const input = document.getElementById(id) as HTMLInputElement | null;
      if (input) input.value = rounded(value);
    }
    setPosition(next);
  };
  return (
    <div className="sm:col-span-2" data-testid="house-position-map">
      <p className="mb-1 text-sm text-ink/70">{t("adminHouses.mapHint")}</p>
      <LazyMapView
        markers={markers}
        center={position}
        // City zoom: the basemap's district and town names orient; zooming in places the pin finely.
        zoom={12}
        onPick={pick}
        draggable
        className="h-72 w-full rounded-lg"
        ariaLabel={t("adminHouses.mapLabel")}
        language={lng}
      />
    </div>
  );
}
