import type { Brand } from "./branding.ts";
import type { MessageKey } from "./messages.ts";

/**
 * The provider's server-rendered pages: plain HTML forms (they work without JavaScript) with the
 * CSS inline, branded with the tenant's name, colour and initial, in its language.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Marks a string as HTML built here, so `html` does not escape it again. */
class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    const part = Array.isArray(value)
      ? value.map((v) => (v instanceof Html ? v.value : escapeHtml(v))).join("")
      : value instanceof Html
        ? value.value
        : value === undefined || value === null || value === false
          ? ""
          : escapeHtml(value);
    out += part + (strings[i + 1] ?? "");
  });
  return new Html(out);
}

export const raw = (value: string) => new Html(value);

export type FieldErrors = Partial<
  Record<string, MessageKey | { key: MessageKey; values: Record<string, string | number> }>
>;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;color:var(--ink);background:var(--surface);-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:2.5rem 1rem}
main{width:100%;max-width:27rem;background:#fff;border-radius:1rem;box-shadow:0 1px 2px rgb(0 0 0/.06),0 8px 24px rgb(0 0 0/.08);padding:2rem 1.75rem}
a.brand{display:inline-flex;align-items:center;gap:.75rem;margin-bottom:1.5rem;text-decoration:none;color:inherit}
.logo{width:2.5rem;height:2.5rem;border-radius:.75rem;background:var(--primary);color:var(--on-primary);display:grid;place-items:center;font-weight:700;font-size:1.25rem}
.brand-name{font-weight:700;font-size:1.125rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:0 0 .25rem}
p{margin:.5rem 0}
.lead{color:rgb(0 0 0/.68);margin-bottom:1.25rem}
form{margin:0}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{display:block;font-size:.875rem;color:rgb(0 0 0/.62);margin-bottom:.25rem}
input[type=email],input[type=password],input[type=text]{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid rgb(0 0 0/.3);border-radius:.5rem;background:#fff;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
input[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.error{display:block;color:#b91c1c;font-size:.9rem;margin-top:.25rem;font-weight:600}
.summary{border:2px solid #b91c1c;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1.25rem;background:#fef2f2}
.summary h2{font-size:1rem;margin:0 0 .25rem}
.summary ul{margin:0;padding-left:1.25rem}
.summary a{color:#b91c1c}
.notice{border-left:4px solid var(--primary);background:var(--surface);padding:.75rem 1rem;border-radius:.25rem;margin-bottom:1.25rem}
button{font:inherit;font-weight:600;cursor:pointer;border-radius:.5rem;padding:.7rem 1rem;width:100%;border:2px solid var(--primary)}
.primary{background:var(--primary);color:var(--on-primary)}
.secondary{background:#fff;color:var(--primary);margin-top:.75rem}
.link-button{background:none;border:none;padding:0;width:auto;color:var(--primary);text-decoration:underline;font-weight:400}
a{color:var(--primary)}
.links{margin-top:1.5rem;display:grid;gap:.5rem;font-size:.95rem}
.row{display:flex;justify-content:space-between;align-items:baseline;gap:1rem}
.account{border:1px solid rgb(0 0 0/.12);border-radius:.75rem;padding:1rem;margin-bottom:1.25rem}
.account dt{font-size:.875rem;color:rgb(0 0 0/.62)}
.account dd{margin:0 0 .5rem;font-weight:600;overflow-wrap:anywhere}
footer{margin-top:1.25rem;font-size:.875rem;color:rgb(0 0 0/.62);text-align:center}
footer a{color:inherit}
@media (max-width:30rem){body{padding:1rem .75rem}main{padding:1.5rem 1.25rem}}
`;

export type PageInput = {
  brand: Brand;
  titleKey: MessageKey;
  body: Html;
  /** The same page in the other language (a GET link), when there is one. */
  otherLanguageHref?: string;
};

export function renderPage({ brand, titleKey, body, otherLanguageHref }: PageInput): string {
  const { tenant, t } = brand;
  const theme = `:root{--primary:${tenant.theme.primary};--on-primary:${tenant.theme.primaryForeground};--surface:${tenant.theme.surface};--ink:${tenant.theme.ink}}`;
  const otherLanguage = brand.language === "en" ? "de" : "en";
  return `<!DOCTYPE html>${html`<html lang="${brand.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${t(titleKey, { brand: tenant.name })} · ${tenant.name}</title>
<style>${raw(theme + STYLE)}</style>
</head>
<body>
<main>
<header><a class="brand" href="${brand.homeUrl}" title="${t("backToBrand", { brand: tenant.name })}"><span class="logo" aria-hidden="true">${tenant.name.slice(0, 1)}</span><span class="brand-name">${tenant.name}</span></a></header>
${body}
</main>
${
  otherLanguageHref
    ? html`<footer><a href="${otherLanguageHref}" hreflang="${otherLanguage}" lang="${otherLanguage}" aria-label="${t("otherLanguageLabel")}">${t("otherLanguage")}</a></footer>`
    : ""
}
</body>
</html>`}`;
}

function message(brand: Brand, error: FieldErrors[string]): string {
  if (!error) return "";
  return typeof error === "string" ? brand.t(error) : brand.t(error.key, error.values);
}

/** An error summary linking to each invalid field (announced, and focused by `autofocus` on the first field). */
export function errorSummary(brand: Brand, errors: FieldErrors, formError?: string): Html {
  const entries = Object.entries(errors).filter(([, e]) => e);
  if (entries.length === 0 && !formError) return html``;
  return html`<div class="summary" role="alert" aria-labelledby="summary-title"><h2 id="summary-title">${brand.t("errorSummary")}</h2><ul>${
    formError ? html`<li>${formError}</li>` : ""
  }${entries.map(([name, error]) => html`<li><a href="#${name}">${message(brand, error)}</a></li>`)}</ul></div>`;
}

export type FieldInput = {
  brand: Brand;
  name: string;
  type: "email" | "password" | "text";
  labelKey: MessageKey;
  value?: string;
  autocomplete: string;
  errors: FieldErrors;
  hint?: string;
  autofocus?: boolean;
  extra?: string;
};

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function field(input: FieldInput): Html {
  const { brand, name, errors } = input;
  const error = message(brand, errors[name]);
  const describedBy = [input.hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
  return html`<div class="field">
<label for="${name}">${brand.t(input.labelKey)}</label>
${input.hint ? html`<span class="hint" id="${name}-hint">${input.hint}</span>` : ""}
<input id="${name}" name="${name}" type="${input.type}" autocomplete="${input.autocomplete}" required=""${raw(
    input.value ? ` value="${escapeHtml(input.value)}"` : "",
  )}${raw(describedBy ? ` aria-describedby="${describedBy}"` : "")}${raw(error ? ' aria-invalid="true"' : "")}${raw(
    input.autofocus ? ' autofocus=""' : "",
  )}${raw(input.extra ? ` ${input.extra}` : "")}>
${error ? html`<span class="error" id="${name}-error">${error}</span>` : ""}
</div>`;
}

export function hiddenFields(fields: Record<string, string | undefined>): Html {
  return html`${Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}`;
}

/** The field that gets focus: the first with an error, else the given one. */
export function focusOf(errors: FieldErrors, order: string[], fallback: string): string {
  return order.find((name) => errors[name]) ?? fallback;
}
