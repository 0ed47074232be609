/** `brand=…` for the platform's admin's links and redirects to a brand's admin page; empty otherwise. */
export const brandQueryOf = (brandParam: string | null) =>
  brandParam ? `brand=${encodeURIComponent(brandParam)}` : "";
