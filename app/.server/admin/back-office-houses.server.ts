import { data, type RouterContextProvider } from "react-router";
import type { HouseForm } from "../../domain/admin/house-form";
import { typedPosition } from "../../domain/admin/house-form";
import type { PlaceLanguage } from "../../domain/places/place";
import { adaptersOf } from "../adapters.server";
import { adminOtaFor, requireAdmin } from "../auth/admin-access.server";
import { unwrapUpstream } from "../http/upstream-failure.server";
import { getLocale } from "../middleware/i18n.server";
import type { OtaResult } from "../ota/ota-result";

/**
 * A back-office read of a house or apartment type: another brand's answers the admin area's 403 page,
 * an unknown or malformed id its 404, any other failure 502.
 */
export function unwrapBackOffice<T>(result: OtaResult<T>, log: string): T {
  if (!result.ok && result.status === 403) throw data(null, { status: 403 });
  return unwrapUpstream(result, { notFound: [404, 400], log });
}

/**
 * The house's position: the one typed (or set on the map), else the address's city as the places
 * service knows it (the operator adjusts it on the map or in the fields); null when neither.
 */
export async function housePosition(
  context: Readonly<RouterContextProvider>,
  form: HouseForm,
  lng: PlaceLanguage,
): Promise<{ lat: number; long: number } | null> {
  const typed = typedPosition(form);
  if (typed) return typed;
  const found = await adaptersOf(context).places.findPlaceByName(form.city, lng);
  if (!found.ok || found.data.country !== form.country) return null;
  return { lat: found.data.lat, long: found.data.long };
}

type AdminArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** The head of a back-office page's loader or action: the signed-in admin's brand, OTA client and language. */
async function adminPage(args: AdminArgs) {
  const { tenant, platform } = await requireAdmin(args);
  return { tenant, platform, ota: adminOtaFor(args.context), lng: getLocale(args.context) };
}

/** A back-office page about a house: the house of the path (the admin area's 403/404 pages otherwise). */
export async function adminHousePage(args: AdminArgs, propertyId: string) {
  const page = await adminPage(args);
  const house = unwrapBackOffice(await page.ota.getHouse(page.tenant.ibeUid, propertyId), "admin: house unavailable");
  return { ...page, house };
}

/** A back-office page about an apartment type: the type of the path, its name in the page's language the title. */
export async function adminApartmentTypePage(args: AdminArgs, apartmentTypeId: string) {
  const page = await adminPage(args);
  const type = unwrapBackOffice(
    await page.ota.getApartmentType(page.tenant.ibeUid, apartmentTypeId),
    "admin: apartment type unavailable",
  );
  return { ...page, type, title: type.name[page.lng] };
}
