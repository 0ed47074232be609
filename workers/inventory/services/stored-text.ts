/**
 * A text the operator may have written in both languages (a stored `{ en, de }` JSON, or null): the
 * stored one in the language when set, else the generated one (seeded types have none stored).
 */
export function storedTextOr(stored: string | null, language: "en" | "de", generated: () => string): string {
  if (stored === null) return generated();
  let texts: Partial<Record<"en" | "de", unknown>> = {};
  try {
    texts = JSON.parse(stored) as typeof texts;
  } catch {}
  const text = texts?.[language];
  return typeof text === "string" && text.trim() ? text : generated();
}
