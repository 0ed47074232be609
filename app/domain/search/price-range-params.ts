/** Highest nightly price a form can ask for, in major units: "no maximum". */
const OPEN_MAX = 1_000_000;

/**
 * The filter form has two price inputs (`priceMin`, `priceMax`, either may be empty); the search URL
 * has one `price=min-max`. Used by the loader for form submissions without JavaScript and by the
 * client, so both produce the same URL.
 */
export function foldPriceInputs(params: URLSearchParams): URLSearchParams {
  if (!params.has("priceMin") && !params.has("priceMax")) return params;
  const result = new URLSearchParams();
  for (const [name, value] of params)
    if (name !== "priceMin" && name !== "priceMax" && value.trim() !== "") result.append(name, value);
  const min = params.get("priceMin")?.trim() ?? "";
  const max = params.get("priceMax")?.trim() ?? "";
  if (min || max) result.set("price", `${min || 0}-${max || OPEN_MAX}`);
  return result;
}
