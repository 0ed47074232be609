import type { Language } from "../../../shared/tenancy/tenant";

export type AccountLinkKey = "bookings" | "enquiries" | "profile";

/** The account's pages, in the order the user menu and the overview list them. */
export function accountLinks(lng: Language): { key: AccountLinkKey; href: string }[] {
  return [
    { key: "bookings", href: `/${lng}/account/bookings` },
    { key: "enquiries", href: `/${lng}/account/enquiries` },
    { key: "profile", href: `/${lng}/account/profile` },
  ];
}
