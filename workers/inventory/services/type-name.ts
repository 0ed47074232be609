import { apartmentTypeName } from "../catalogue/apartment-kinds";
import { storedTextOr } from "./stored-text";

/** An apartment type's name: the operator's when stored, else the one its kind and tier give (seeded types). */
export function typeNameOf(row: { name: string | null; kind: string; tier: string }, language: "en" | "de"): string {
  return storedTextOr(row.name, language, () => apartmentTypeName(row.kind, row.tier, language));
}

/** The name of a booking's or offer's apartment type, read with it (`type_*` columns); "" when the type is gone. */
export function joinedTypeNameOf(
  row: { type_name: string | null; type_kind: string | null; type_tier: string | null },
  language: "en" | "de",
): string {
  return row.type_kind
    ? typeNameOf({ name: row.type_name, kind: row.type_kind, tier: row.type_tier ?? "standard" }, language)
    : "";
}
