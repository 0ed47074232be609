import {
  APARTMENT_ID_PATTERN,
  BOOKING_REFERENCE_PATTERN,
  type ContactForm,
  normaliseBookingReference,
} from "../../../shared/contact/contact-schema";

/**
 * What the contact form starts with: a signed-in user's name and e-mail address, and the booking or
 * apartment the link came from (`?booking=Q-…` from the confirmation and manage pages, `?apartment=…`
 * from the offer page's "Ask a question"). Values that cannot be right are left out, not shown.
 */
export function contactPrefill(input: {
  query: URLSearchParams;
  user: { name: string; email: string } | null;
}): ContactForm {
  const form: ContactForm = {};
  const name = input.user?.name.trim();
  const email = input.user?.email.trim();
  if (name) form.name = name;
  if (email) form.email = email;
  const booking = normaliseBookingReference(input.query.get("booking") ?? "");
  if (BOOKING_REFERENCE_PATTERN.test(booking)) form.bookingReference = booking;
  const apartment = input.query.get("apartment")?.trim() ?? "";
  if (APARTMENT_ID_PATTERN.test(apartment)) form.apartmentTypeId = apartment;
  return form;
}
