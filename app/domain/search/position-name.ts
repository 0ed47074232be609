import { placeNameSearchKeys } from "../../../shared/places/normalise-place-name";

/**
 * Whether the place text a form sent still names the place its hidden position belongs to. Without
 * JavaScript, a results page's search form keeps the old position in hidden fields while the guest types
 * another place; the position counts only when the text is the place's name (any spelling the place is
 * found by: "Zürich", "Zuerich", "zurich"), optionally followed by more ("Berlin, Germany").
 */
export function typedNameMatchesPlace(typed: string, placeName: string): boolean {
  const typedKeys = placeNameSearchKeys(typed);
  const placeKeys = placeNameSearchKeys(placeName);
  return typedKeys.some((typedKey) =>
    placeKeys.some((placeKey) => typedKey === placeKey || typedKey.startsWith(`${placeKey} `)),
  );
}
