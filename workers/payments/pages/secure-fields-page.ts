import {
  CARD_PAGE_DONE_MESSAGE,
  CARD_PAGE_HEIGHT_MESSAGE,
  CARD_PAGE_HEIGHT_REQUEST,
} from "../../../shared/payments/card-frame";
import type { PaymentsLanguage } from "../../../shared/payments/payments-contract";
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
  /**
   * What the guest typed, shown again after an error: the card number too (this page is on the payment
   * service's origin, sent with no-store), never the security code, which card pages clear.
   */
  values: { holder?: string; cardNumber?: string; expiry?: string };
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
button,.button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
button:focus,.button:focus{outline:3px solid #1b1b1f;outline-offset:2px}
.sent-page{min-height:calc(100vh - 2rem);display:flex;flex-direction:column;justify-content:center}
.sent{background:#ecfdf5;border:1px solid #6ee7b7;padding:.5rem .75rem;border-radius:.375rem}
a{color:#1d4ed8}
details{margin-top:1.5rem;font-size:.875rem}
table{border-collapse:collapse}td,th{text-align:left;padding:.125rem .75rem .125rem 0}
`;

/**
 * Runs only with the page's nonce. Moves the focus to the error summary, and, framed, talks to the app
 * window (the return URL's origin, nobody else): its height, so the frame shows the whole form, and
 * once the card is sent, the transaction, so the app takes the guest on in the whole window. The card
 * is checked by the server only; its answer comes back into this frame.
 */
const SCRIPT = `
(function () {
  var summary = document.getElementById("error-summary");
  if (summary) summary.focus();
  var parentOrigin = document.body.getAttribute("data-parent-origin");
  if (!parentOrigin || window.parent === window) return;
  var sentTransaction = document.body.getAttribute("data-card-sent");
  var sent = 0;
  var report = function () {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === sent) return;
    sent = height;
    window.parent.postMessage({ type: "${CARD_PAGE_HEIGHT_MESSAGE}", height: height }, parentOrigin);
  };
  var done = function () {
    if (sentTransaction) window.parent.postMessage({ type: "${CARD_PAGE_DONE_MESSAGE}", transactionId: sentTransaction }, parentOrigin);
  };
  report();
  done();
  if (window.ResizeObserver) new ResizeObserver(report).observe(document.documentElement);
  window.addEventListener("load", report);
  // The app asks again once it listens (it may hydrate after this page has loaded).
  window.addEventListener("message", function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (event.data && event.data.type === "${CARD_PAGE_HEIGHT_REQUEST}") { sent = 0; report(); done(); }
  });
})();
`;

/** The sandbox's page shell: its styles, and the script that reports the page's height when framed. */
export function layout(
  lang: PaymentsLanguage,
  nonce: string,
  title: string,
  body: string,
  frame: { parentOrigin?: string; sentTransaction?: string } = {},
): string {
  const bodyAttributes = [
    frame.parentOrigin ? ` data-parent-origin="${escapeHtml(frame.parentOrigin)}"` : "",
    frame.parentOrigin && frame.sentTransaction ? ` data-card-sent="${escapeHtml(frame.sentTransaction)}"` : "",
  ].join("");
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body${bodyAttributes}>
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
 * The card form: a plain form that POSTs to this same URL (no action, so the page works under any base
 * path, and framed it keeps `embedded=1`), with or without JavaScript. It has no target: in the app's
 * frame it posts in the frame, so the answer with the errors shows there and the guest stays on the
 * brand's checkout; a sent card then leads on from the frame (`renderCardSentPage`).
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
<form id="card-form" method="post" novalidate>
${field("holder", t.holder, { t, error: page.errors.holder, value: page.values.holder, autocomplete: "cc-name", required: true, maxlength: 100 })}
${field("cardNumber", t.cardNumber, { t, error: page.errors.cardNumber, value: page.values.cardNumber, autocomplete: "cc-number", inputmode: "numeric", required: true, maxlength: 23 })}
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
  return layout(page.lang, page.nonce, t.title, body, { parentOrigin: page.embedded ? page.parentOrigin : undefined });
}

/**
 * The framed page once the card is sent (accepted or declined: the app explains which). With
 * JavaScript it hands the transaction to the app window, which goes on to its payment step; without,
 * the guest does so by the link, which takes the whole window (a click, as the frame allows).
 */
export function renderCardSentPage(page: {
  lang: PaymentsLanguage;
  nonce: string;
  transactionId: string;
  continueUrl: string;
  parentOrigin: string;
}): string {
  const t = MESSAGES[page.lang];
  // Centred in the frame: the frame keeps its height, and the guest who pressed Confirm near its foot,
  // on a phone, would otherwise look at an empty frame with the message above.
  const body = `<div class="sent-page">
<p class="sent" role="status">${escapeHtml(t.sentNotice)}</p>
<p class="actions"><a class="button" href="${escapeHtml(page.continueUrl)}" target="_top">${escapeHtml(t.continue)}</a></p>
</div>`;
  return layout(page.lang, page.nonce, t.title, body, {
    parentOrigin: page.parentOrigin,
    sentTransaction: page.transactionId,
  });
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
