import type { Config } from "tailwindcss";

// Brand colours are CSS variables set per tenant on <html> (see app/root.tsx), so one stylesheet
// serves every brand and a theme change needs no rebuild.
export default {
  content: ["./app/**/*.{ts,tsx}", "./shared/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: "var(--brand)", fg: "var(--brand-fg)" },
        accent: "var(--accent)",
        surface: "var(--surface)",
        ink: "var(--ink)",
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
      },
    },
  },
} satisfies Config;
