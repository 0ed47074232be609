/** Countries that write the house number before the street ("221B Baker Street"). */
const NUMBER_FIRST = new Set(["GB", "IE", "FR", "LU", "US", "CA", "AU", "NZ"]);

/** A street with its house number in the order the country writes them (the page and the JSON-LD alike). */
export function streetAddress(address: { street: string; houseNumber: string; country: string }): string {
  const street = address.street.trim();
  const number = address.houseNumber.trim();
  if (!number) return street;
  return NUMBER_FIRST.has(address.country) ? `${number} ${street}` : `${street} ${number}`;
}
