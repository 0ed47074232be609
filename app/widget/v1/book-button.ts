import type { Language } from "../../../shared/tenancy/tenant";
import { offerPath } from "../../domain/seo/offer-path";

/**
 * `<a data-quartier-book="<apartment id>">` gets the apartment page's deep link as its address (so it
 * opens like any link, also in a new tab); `<button data-quartier-book>` opens it when pressed.
 */
export function wireBookButton(element: HTMLElement, origin: string, lng: Language): void {
  const apartmentTypeId = element.dataset.quartierBook?.trim();
  if (!apartmentTypeId) return;
  const url = `${origin}${offerPath(lng, apartmentTypeId)}`;
  if (element instanceof HTMLAnchorElement) {
    element.href = url;
    return;
  }
  element.addEventListener("click", () => window.location.assign(url));
}
