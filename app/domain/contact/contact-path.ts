/*
 * The contact pages' addresses. Apart from the form's schema (contact-prefill), so the footer that
 * links here on every page does not bring the form's validation library into every page's JavaScript.
 */

/** The contact page's address with what it should start with. */
export function contactPath(lng: string, about: { booking?: string; apartment?: string } = {}): string {
  const query = new URLSearchParams();
  if (about.booking) query.set("booking", about.booking);
  if (about.apartment) query.set("apartment", about.apartment);
  const search = query.toString();
  return `/${lng}/contact${search ? `?${search}` : ""}`;
}

/** The success page's address; the reference shows there. */
export function contactSentPath(lng: string, reference: string): string {
  return `/${lng}/contact/sent?${new URLSearchParams({ reference }).toString()}`;
}
