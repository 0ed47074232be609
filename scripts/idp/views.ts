import type { Brand } from "./branding.ts";
import { errorSummary, type FieldErrors, field, focusOf, hiddenFields, html, raw, renderPage } from "./pages.ts";

/**
 * The sign-in name is the e-mail address. `autocomplete="username"` belongs on a text input (HTML's
 * autofill control groups; HTML_CodeSniffer's H98 fails an e-mail input with it), so the field is
 * text with an e-mail keyboard; the server checks the address.
 */
const USERNAME_AS_EMAIL = 'inputmode="email" spellcheck="false" autocapitalize="none"';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 120;
export const RESET_MINUTES = 30;

type FormBase = { brand: Brand; csrf: string; errors?: FieldErrors; formError?: string; otherLanguageHref?: string };

export function loginPage(
  input: FormBase & {
    action: string;
    email?: string;
    hidden?: Record<string, string | undefined>;
    titleKey?: "signInTitle" | "accountTitle";
    leadKey?: "signInLead" | "accountSignInLead";
    registerHref?: string;
    resetHref: string;
    abortAction?: string;
  },
): string {
  const { brand, errors = {} } = input;
  const { t } = brand;
  const focus = input.formError ? "email" : focusOf(errors, ["email", "password"], "email");
  const body = html`<h1>${t(input.titleKey ?? "signInTitle")}</h1>
<p class="lead">${t(input.leadKey ?? "signInLead", { brand: brand.tenant.name })}</p>
${errorSummary(brand, errors, input.formError)}
<form method="post" action="${input.action}" novalidate="">
${hiddenFields({ csrf: input.csrf, lng: brand.language, ...input.hidden })}
${field({ brand, name: "email", type: "text", labelKey: "email", value: input.email, autocomplete: "username", errors, autofocus: focus === "email", extra: USERNAME_AS_EMAIL })}
${field({ brand, name: "password", type: "password", labelKey: "password", autocomplete: "current-password", errors, autofocus: focus === "password" })}
<button class="primary" type="submit">${t("signInButton")}</button>
</form>
<div class="links">
<a href="${input.resetHref}">${t("forgotPassword")}</a>
${input.registerHref ? html`<span>${t("noAccount", { brand: brand.tenant.name })} <a href="${input.registerHref}">${t("createAccountLink")}</a></span>` : ""}
${
  input.abortAction
    ? html`<form method="post" action="${input.abortAction}">${hiddenFields({ csrf: input.csrf })}<button class="link-button" type="submit">${t("cancel", { brand: brand.tenant.name })}</button></form>`
    : ""
}
</div>`;
  return renderPage({
    brand,
    titleKey: input.titleKey ?? "signInTitle",
    body,
    otherLanguageHref: input.otherLanguageHref,
  });
}

export function registerPage(
  input: FormBase & { action: string; name?: string; email?: string; signInHref: string; abortAction: string },
): string {
  const { brand, errors = {} } = input;
  const { t } = brand;
  const focus = focusOf(errors, ["name", "email", "password"], "name");
  const body = html`<h1>${t("registerTitle")}</h1>
<p class="lead">${t("registerLead", { brand: brand.tenant.name })}</p>
${errorSummary(brand, errors, input.formError)}
<form method="post" action="${input.action}" novalidate="">
${hiddenFields({ csrf: input.csrf, lng: brand.language })}
${field({ brand, name: "name", type: "text", labelKey: "name", value: input.name, autocomplete: "name", errors, autofocus: focus === "name", extra: `maxlength="${NAME_MAX}"` })}
${field({ brand, name: "email", type: "email", labelKey: "email", value: input.email, autocomplete: "email", errors, autofocus: focus === "email" })}
${field({
  brand,
  name: "password",
  type: "password",
  labelKey: "password",
  autocomplete: "new-password",
  errors,
  hint: t("passwordHint", { min: PASSWORD_MIN }),
  autofocus: focus === "password",
  extra: `minlength="${PASSWORD_MIN}"`,
})}
<button class="primary" type="submit">${t("registerButton")}</button>
</form>
<div class="links">
<span>${t("haveAccount")} <a href="${input.signInHref}">${t("signInLink")}</a></span>
<form method="post" action="${input.abortAction}">${hiddenFields({ csrf: input.csrf })}<button class="link-button" type="submit">${t("cancel", { brand: brand.tenant.name })}</button></form>
</div>`;
  return renderPage({ brand, titleKey: "registerTitle", body, otherLanguageHref: input.otherLanguageHref });
}

export function resetRequestPage(
  input: FormBase & { email?: string; hidden: Record<string, string | undefined>; signInHref?: string },
): string {
  const { brand, errors = {} } = input;
  const { t } = brand;
  const body = html`<h1>${t("resetTitle")}</h1>
<p class="lead">${t("resetLead")}</p>
${errorSummary(brand, errors)}
<form method="post" action="/reset" novalidate="">
${hiddenFields({ csrf: input.csrf, lng: brand.language, ...input.hidden })}
${field({ brand, name: "email", type: "email", labelKey: "email", value: input.email, autocomplete: "email", errors, autofocus: true })}
<button class="primary" type="submit">${t("resetButton")}</button>
</form>
${input.signInHref ? html`<div class="links"><a href="${input.signInHref}">${t("backToSignIn")}</a></div>` : ""}`;
  return renderPage({ brand, titleKey: "resetTitle", body, otherLanguageHref: input.otherLanguageHref });
}

export function newPasswordPage(input: FormBase & { action: string; email: string }): string {
  const { brand, errors = {} } = input;
  const { t } = brand;
  const body = html`<h1>${t("newPasswordTitle")}</h1>
<p class="lead">${t("newPasswordLead", { email: input.email })}</p>
${errorSummary(brand, errors)}
<form method="post" action="${input.action}" novalidate="">
${hiddenFields({ csrf: input.csrf, lng: brand.language })}
<input type="text" name="username" value="${input.email}" autocomplete="username" hidden>
${field({
  brand,
  name: "password",
  type: "password",
  labelKey: "newPassword",
  autocomplete: "new-password",
  errors,
  hint: t("passwordHint", { min: PASSWORD_MIN }),
  autofocus: true,
  extra: `minlength="${PASSWORD_MIN}"`,
})}
<button class="primary" type="submit">${t("newPasswordButton")}</button>
</form>`;
  return renderPage({ brand, titleKey: "newPasswordTitle", body });
}

/** A page with a heading, a text and links (confirmations and dead ends). */
export function messagePage(input: {
  brand: Brand;
  titleKey: Parameters<Brand["t"]>[0];
  text: string;
  links: { href: string; label: string; primary?: boolean }[];
  role?: "status" | "alert";
}): string {
  const { brand } = input;
  const body = html`<h1>${brand.t(input.titleKey, { brand: brand.tenant.name })}</h1>
<p class="lead"${raw(input.role ? ` role="${input.role}"` : "")}>${input.text}</p>
<div class="links">${input.links.map((link) => html`<a href="${link.href}">${link.label}</a>`)}</div>`;
  return renderPage({ brand, titleKey: input.titleKey, body });
}

/** RP-initiated logout: oidc-provider's own form (its token and the logout fields) with our buttons. */
export function logoutPage(input: { brand: Brand; providerForm: string }): string {
  const { brand } = input;
  const { t } = brand;
  const body = html`<h1>${t("logoutTitle", { brand: brand.tenant.name })}</h1>
<p class="lead">${t("logoutLead", { brand: brand.tenant.name })}</p>
${raw(input.providerForm)}
<button class="primary" autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${t("logoutYes")}</button>
<button class="secondary" type="submit" form="op.logoutForm">${t("logoutNo")}</button>`;
  return renderPage({ brand, titleKey: "logoutTitle", body });
}

export function accountPage(input: {
  brand: Brand;
  csrf: string;
  user: { name: string; email: string };
  signedOutEverywhere?: boolean;
}): string {
  const { brand, user } = input;
  const { t } = brand;
  const body = html`<h1>${t("accountTitle")}</h1>
<dl class="account"><dt>${t("signedInAs")}</dt><dd>${user.name}</dd><dt>${t("email")}</dt><dd>${user.email}</dd></dl>
<h2>${t("signOutEverywhere")}</h2>
<p>${t("signOutEverywhereLead")}</p>
<form method="post" action="/account/sign-out-everywhere">
${hiddenFields({ csrf: input.csrf, lng: brand.language, tenant: brand.tenant.ibeUid })}
<button class="primary" type="submit">${t("signOutEverywhere")}</button>
</form>
<div class="links"><a href="${brand.homeUrl}">${t("backToBrand", { brand: brand.tenant.name })}</a></div>`;
  return renderPage({ brand, titleKey: "accountTitle", body });
}
