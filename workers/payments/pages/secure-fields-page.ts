import { CARD_PAGE_HEIGHT_MESSAGE, CARD_PAGE_HEIGHT_REQUEST } from "../../../app/domain/payments/card-frame";
import type { PaymentsLanguage } from "../../../app/domain/payments/payments-contract";
import { TEST_CARDS } from "../sandbox/test-cards";
import { escapeHtml } from "./html";
import { MESSAGES, type MessageKey } from "./messages";

export type CardField = "holder" | "cardNumber" | "expiry" | "cvv";

export type CardFormPage = {
  lang: PaymentsLanguage;
  nonce: string;
  amount: number;
  currency: string;
  cancelUrl: string;
  /** What the guest typed and may see again: never the card number or the security code. */
  values: { holder?: string; expiry?: string };
  errors: Partial<Record<CardField, MessageKey>>;
  /**
   * Framed by the app's payment step (`?embedded=1`): the step already shows the heading, so the page
   * leaves it out (one "Card details" on the screen), and it tells `parentOrigin` its height.
   */
  embedded?: boolean;
  /** The app's origin (the return URL's): the only window the page tells its height to. */
  parentOrigin?: string;
};

/** The amount for people: minor units with the currency's own digits ("EUR 123.45" as "€123.45"). */
export function formatAmount(amount: number, currency: string, lang: PaymentsLanguage): string {
  try {
    const format = new Intl.NumberFormat(lang, { style: "currency", currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${currency} ${(amount / 100).toFixed(2)}`;
  }
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#fff}
main{max-width:28rem;margin:0 auto;padding:1rem}
body[data-parent-origin] main{max-width:32rem;margin:0}
h1{font-size:1.25rem;margin:0 0 .5rem}
.notice{background:#fff7e6;border:1px solid #f0c36d;padding:.5rem .75rem;border-radius:.375rem;font-size:.875rem}
.amount{font-weight:600}
.field{margin:.75rem 0}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.5rem .625rem;font:inherit;border:1px solid #6b6b76;border-radius:.375rem}
input:focus{outline:3px solid #2563eb;outline-offset:1px}
input[aria-invalid=true]{border-color:#b91c1c}
.hint{font-size:.8125rem;color:#4b4b55;margin:.25rem 0 0}
.error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
.summary{border:2px solid #b91c1c;padding:.5rem .75rem;border-radius:.375rem;margin:.75rem 0}
.summary a{color:#b91c1c}
.row{display:flex;gap:.75rem}.row .field{flex:1}
.actions{display:flex;gap:1rem;align-items:center;flex-wrap:wrap;margin-top:1rem}
button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus{outline:3px solid #1b1b1f;outline-offset:2px}
a{color:#1d4ed8}
details{margin-top:1.5rem;font-size:.875rem}
table{border-collapse:collapse}td,th{text-align:left;padding:.125rem .75rem .125rem 0}
`;

/**
 * Checks the number's Luhn digit before sending, so most typing mistakes show at once; the server
 * checks everything again. Runs only with the page's nonce.
 */
const SCRIPT = `
(function () {
  var form = document.getElementById("card-form");
  if (!form) return;
  var number = form.elements.namedItem("cardNumber");
  var message = form.getAttribute("data-invalid-number") || "";
  function luhn(value) {
    var d = value.replace(/[\\s-]/g, "");
    if (!/^\\d{12,19}$/.test(d)) return false;
    var sum = 0;
    for (var i = 0; i < d.length; i++) {
      var n = d.charCodeAt(d.length - 1 - i) - 48;
      if (i % 2) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return sum % 10 === 0;
  }
  number.addEventListener("input", function () { number.setCustomValidity(""); });
  form.addEventListener("submit", function (event) {
    if (!luhn(number.value)) {
      event.preventDefault();
      number.setCustomValidity(message);
      number.reportValidity();
    }
  });
  var summary = document.getElementById("error-summary");
  if (summary) summary.focus();
  // Framed: tell the app how tall the page is, so its frame shows the whole form and its button.
  var parentOrigin = document.body.getAttribute("data-parent-origin");
  if (parentOrigin && window.parent !== window) {
    var sent = 0;
    var report = function () {
      var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height === sent) return;
      sent = height;
      window.parent.postMessage({ type: "${CARD_PAGE_HEIGHT_MESSAGE}", height: height }, parentOrigin);
    };
    report();
    if (window.ResizeObserver) new ResizeObserver(report).observe(document.documentElement);
    window.addEventListener("load", report);
    // The app asks again once it listens (it may hydrate after this page has loaded).
    window.addEventListener("message", function (event) {
      if (event.origin !== parentOrigin || event.source !== window.parent) return;
      if (event.data && event.data.type === "${CARD_PAGE_HEIGHT_REQUEST}") { sent = 0; report(); }
    });
  }
})();
`;

function layout(lang: PaymentsLanguage, nonce: string, title: string, body: string, parentOrigin?: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body${parentOrigin ? ` data-parent-origin="${escapeHtml(parentOrigin)}"` : ""}>
<main>
${body}
</main>
<script nonce="${escapeHtml(nonce)}">${SCRIPT}</script>
</body>
</html>`;
}

function field(
  name: CardField,
  label: string,
  options: {
    t: Record<MessageKey, string>;
    error?: MessageKey;
    value?: string;
    autocomplete: string;
    inputmode?: string;
    required: boolean;
    maxlength: number;
    hint?: string;
  },
): string {
  const id = `f-${name}`;
  const describedBy = [options.hint ? `${id}-hint` : "", options.error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const attributes = [
    `id="${id}"`,
    `name="${name}"`,
    `autocomplete="${options.autocomplete}"`,
    options.inputmode ? `inputmode="${options.inputmode}"` : "",
    `maxlength="${options.maxlength}"`,
    options.required ? "required" : "",
    options.value ? `value="${escapeHtml(options.value)}"` : "",
    options.error ? `aria-invalid="true"` : "",
    describedBy ? `aria-describedby="${describedBy}"` : "",
    `spellcheck="false"`,
  ]
    .filter(Boolean)
    .join(" ");
  return `<div class="field">
<label for="${id}">${escapeHtml(label)}</label>
<input ${attributes}>
${options.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>` : ""}
${options.error ? `<p class="error" id="${id}-error">${escapeHtml(options.t[options.error])}</p>` : ""}
</div>`;
}

function testCardsTable(t: Record<MessageKey, string>): string {
  const rows = TEST_CARDS.map(
    (card) =>
      `<tr><td><code>${card.number}</code></td><td>${card.brand}</td><td>${escapeHtml(t[card.outcome === "authorized" ? "approved" : "declined"])}</td></tr>`,
  ).join("");
  return `<details><summary>${escapeHtml(t.testCards)}</summary>
<table><thead><tr><th>${escapeHtml(t.cardNumber)}</th><th>${escapeHtml(t.brand)}</th><th>${escapeHtml(t.testCardOutcome)}</th></tr></thead><tbody>${rows}</tbody></table>
<p>${escapeHtml(t.expiredHint)}</p></details>`;
}

/**
 * The card form. Without JavaScript it is a plain form that POSTs to this same URL (no action, so
 * the page works under any base path). `target="_top"`: inside the app's iframe, sending the form
 * moves the whole window on, so the redirect to the app's return URL is not framed.
 */
export function renderCardFormPage(page: CardFormPage): string {
  const t = MESSAGES[page.lang];
  const errorEntries = Object.entries(page.errors) as [CardField, MessageKey][];
  const summary =
    errorEntries.length === 0
      ? ""
      : `<div class="summary" id="error-summary" role="alert" tabindex="-1">
<p><strong>${escapeHtml(t.errorSummary)}</strong></p>
<ul>${errorEntries.map(([name, key]) => `<li><a href="#f-${name}">${escapeHtml(t[key])}</a></li>`).join("")}</ul>
</div>`;
  const heading = page.embedded ? "" : `<h1>${escapeHtml(t.title)}</h1>\n`;
  const body = `${heading}<p class="notice">${escapeHtml(t.sandboxNotice)}</p>
<p>${escapeHtml(t.amount)}: <span class="amount">${escapeHtml(formatAmount(page.amount, page.currency, page.lang))}</span></p>
${summary}
<form id="card-form" method="post" target="_top" novalidate data-invalid-number="${escapeHtml(t.cardNumberInvalid)}">
${field("holder", t.holder, { t, error: page.errors.holder, value: page.values.holder, autocomplete: "cc-name", required: true, maxlength: 100 })}
${field("cardNumber", t.cardNumber, { t, error: page.errors.cardNumber, autocomplete: "cc-number", inputmode: "numeric", required: true, maxlength: 23 })}
<div class="row">
${field("expiry", t.expiry, { t, error: page.errors.expiry, value: page.values.expiry, autocomplete: "cc-exp", inputmode: "numeric", required: true, maxlength: 7 })}
${field("cvv", t.cvv, { t, error: page.errors.cvv, autocomplete: "cc-csc", inputmode: "numeric", required: false, maxlength: 4, hint: t.cvvHint })}
</div>
<div class="actions">
<button type="submit">${escapeHtml(t.submit)}</button>
<a href="${escapeHtml(page.cancelUrl)}" target="_top">${escapeHtml(t.cancel)}</a>
</div>
</form>
${testCardsTable(t)}`;
  return layout(page.lang, page.nonce, t.title, body, page.embedded ? page.parentOrigin : undefined);
}

/** A page with a title, a text and an optional link (not found, already used, bad link). */
export function renderMessagePage(options: {
  lang: PaymentsLanguage;
  nonce: string;
  title: MessageKey;
  body: MessageKey;
  link?: { href: string; label: MessageKey };
}): string {
  const t = MESSAGES[options.lang];
  const link = options.link
    ? `<p><a href="${escapeHtml(options.link.href)}" target="_top">${escapeHtml(t[options.link.label])}</a></p>`
    : "";
  return layout(
    options.lang,
    options.nonce,
    t[options.title],
    `<h1>${escapeHtml(t[options.title])}</h1><p>${escapeHtml(t[options.body])}</p>${link}`,
  );
}
