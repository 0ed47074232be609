/**
 * Whether a request likely comes from a phone, before the browser can say: the client hint when
 * sent, else the user agent. Only a first guess for the page size; the browser corrects it.
 */
export function isMobileGuess(headers: Headers): boolean {
  const userAgent = headers.get("User-Agent") ?? "";
  return headers.get("Sec-CH-UA-Mobile") === "?1" || /Mobi|Android/i.test(userAgent);
}
