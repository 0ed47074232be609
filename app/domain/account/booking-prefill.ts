import type { Profile } from "../../../shared/account/profile-schema";
import type { BookingDetailsForm } from "../../../shared/checkout/booking-details-schema";

/** What the session knows of the signed-in user. */
export type PrefillUser = { name: string; email: string };

/**
 * A full name as the identity provider gives it, split for the booking's first and last name fields:
 * the last word is the last name ("Ada King Lovelace" -> "Ada King" + "Lovelace"). A guess, only for
 * prefilling: the guest sees and may correct it, and the profile's own names win.
 */
export function splitFullName(name: string): { firstName?: string; lastName?: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {};
  if (words.length === 1) return { firstName: words[0] };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1] };
}

/** The names the session suggests: none when the provider had no name (the session shows the e-mail then). */
export function sessionNames(user: PrefillUser): { firstName?: string; lastName?: string } {
  return user.name && user.name !== user.email ? splitFullName(user.name) : {};
}

/**
 * The booking-details step's values for a signed-in traveller: the profile's fields, the session's
 * e-mail, and the session's name while the profile has none. A complete company and billing address
 * opens the business block. Absent values stay absent, so the step's own defaults fill the rest.
 */
export function bookingDetailsPrefill(user: PrefillUser | null, profile: Profile | null): BookingDetailsForm {
  if (!user) return {};
  const sessionName = sessionNames(user);
  const values: BookingDetailsForm = {
    firstName: profile?.firstName ?? sessionName.firstName,
    lastName: profile?.lastName ?? sessionName.lastName,
    email: user.email || undefined,
    phone: profile?.phone,
    country: profile?.billingCountry,
    company: profile?.company,
    billingStreet: profile?.billingStreet,
    billingPostcode: profile?.billingPostcode,
    billingCity: profile?.billingCity,
    billingCountry: profile?.billingCountry,
  };
  if (profile?.company && profile.billingStreet) values.travellingForBusiness = "on";
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as BookingDetailsForm;
}
