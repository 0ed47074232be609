import { z } from "zod";
import { checkCardNumber, isValidCvc } from "../../../shared/payments/card-brand";
import { checkCardExpiry } from "../../../shared/payments/card-expiry";
import { maskCardNumber } from "../../../shared/payments/mask-card";
import {
  type PaymentsLanguage,
  paymentsLanguageSchema,
  transactionIdSchema,
} from "../../../shared/payments/payments-contract";
import { frameAncestorSources, isAllowedAppUrl, isSameOriginPost } from "../http/origins";
import { readFormBody } from "../http/parse";
import { html, PaymentsError } from "../http/responses";
import { createNonce, pageContentSecurityPolicy } from "../pages/html";
import { MESSAGES, type MessageKey } from "../pages/messages";
import { type CardField, renderCardFormPage, renderCardSentPage, renderMessagePage } from "../pages/secure-fields-page";
import { decideCardOutcome, declinesLaterCharges } from "../sandbox/test-cards";
import { writeAlias } from "../store/aliases";
import { newCardToken, readTransaction, type StoredTransaction, writeTransaction } from "../store/transactions";
import type { Handler, RequestContext } from "./context";

/**
 * The secure-fields page: the only place the card number and security code are typed and sent. It is
 * served by this Worker on its own origin; the app only links to it or frames it and later reads the
 * masked result through the API. Nothing here logs or echoes the number or the security code.
 */

const pageQuerySchema = z.object({
  lang: paymentsLanguageSchema.default("en"),
  /** Overrides the transaction's return URL; it must be on the same origin. */
  returnUrl: z.string().max(2048).optional(),
  /** Framed by the app's payment step: no heading of its own, and the page reports its height. */
  embedded: z.enum(["1"]).optional(),
});

const messageKey = (key: string): key is MessageKey => key in MESSAGES.en;

/**
 * The card form, checked on `now` (an expiry before this month is an error on its field, as secure
 * fields refuse it, not a transaction answered as expired). Messages are the page's message keys; zod
 * issues carry no input values (no `reportInput`), so a rejected number never reaches an error object.
 */
const cardFormSchema = (now: Date) =>
  z
    .object({
      holder: z.string({ error: "holderRequired" }).trim().min(1, "holderRequired").max(100, "holderTooLong"),
      cardNumber: z
        .string({ error: "cardNumberInvalid" })
        .max(40, "cardNumberInvalid")
        .transform((value, ctx) => {
          const checked = checkCardNumber(value);
          if (checked.ok) return checked;
          ctx.issues.push({
            code: "custom",
            message: checked.reason === "unknown_brand" ? "cardBrandUnsupported" : "cardNumberInvalid",
            input: "",
          });
          return z.NEVER;
        }),
      expiry: z
        .string({ error: "expiryInvalid" })
        .max(10, "expiryInvalid")
        .transform((value, ctx) => {
          const checked = checkCardExpiry(value, now);
          if (checked.ok) return checked.expiry;
          ctx.issues.push({
            code: "custom",
            message: checked.reason === "card_expired" ? "expiryPast" : "expiryInvalid",
            input: "",
          });
          return z.NEVER;
        }),
      cvv: z
        .string()
        .max(10, "cvvInvalid")
        .optional()
        .transform((value) => (value ?? "").trim()),
    })
    .superRefine(
      (value, ctx) => {
        if (!isValidCvc(value.cardNumber.brand, value.cvv)) {
          ctx.addIssue({ code: "custom", path: ["cvv"], message: "cvvInvalid", input: "" });
        }
      },
      // The code's length follows the brand: checked whenever the number is good, whatever else is
      // wrong, so every mistake shows at once.
      { when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== "cardNumber") },
    );

type PageRequest = {
  lang: PaymentsLanguage;
  embedded: boolean;
  transaction: StoredTransaction;
  /** Where the browser goes afterwards. */
  returnUrl: string;
};

type PageFailure = { status: number; title: MessageKey; body: MessageKey; lang: PaymentsLanguage };

function headersFor(context: RequestContext, nonce: string, formTargets: string[]): Record<string, string> {
  return {
    "Content-Security-Policy": pageContentSecurityPolicy({
      nonce,
      frameAncestors: frameAncestorSources(context.allowed),
      formTargets,
    }),
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Resource-Policy": "same-origin",
    ...(context.url.protocol === "https:" ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
  };
}

function messagePage(context: RequestContext, failure: PageFailure, link?: { href: string; label: MessageKey }) {
  const nonce = createNonce();
  const body = renderMessagePage({ lang: failure.lang, nonce, title: failure.title, body: failure.body, link });
  return html(body, failure.status, headersFor(context, nonce, []));
}

/** Validates the path and query and loads the transaction; a failure is a page, never JSON. */
async function loadPage(params: Record<string, string>, context: RequestContext): Promise<PageRequest | PageFailure> {
  const query = pageQuerySchema.safeParse(Object.fromEntries(context.url.searchParams));
  const lang: PaymentsLanguage = query.success ? query.data.lang : "en";
  const bad: PageFailure = { status: 400, title: "badRequestTitle", body: "badRequestBody", lang };
  if (!query.success) return bad;
  const id = transactionIdSchema.safeParse(params.transactionId);
  if (!id.success) return bad;
  const transaction = await readTransaction(context.env.PAYMENT_TRANSACTIONS, id.data);
  if (!transaction) return { status: 404, title: "notFoundTitle", body: "notFoundBody", lang };
  let returnUrl = transaction.returnUrl;
  if (query.data.returnUrl !== undefined) {
    const sameOrigin = (() => {
      try {
        return new URL(query.data.returnUrl).origin === new URL(transaction.returnUrl).origin;
      } catch {
        return false;
      }
    })();
    if (!sameOrigin || !isAllowedAppUrl(query.data.returnUrl, context.allowed)) return bad;
    returnUrl = query.data.returnUrl;
  }
  return { lang, transaction, returnUrl, embedded: query.data.embedded === "1" };
}

function withTransactionId(returnUrl: string, transactionId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("transactionId", transactionId);
  return url.toString();
}

function formPage(
  context: RequestContext,
  page: PageRequest,
  status: number,
  values: { holder?: string; cardNumber?: string; expiry?: string } = {},
  errors: Partial<Record<CardField, MessageKey>> = {},
): Response {
  const nonce = createNonce();
  const body = renderCardFormPage({
    lang: page.lang,
    nonce,
    amount: page.transaction.amount,
    currency: page.transaction.currency,
    cancelUrl: page.transaction.cancelUrl,
    values,
    errors,
    // Framed, its answers stay framed: the errors show in the frame, on the brand's checkout.
    embedded: page.embedded,
    parentOrigin: new URL(page.returnUrl).origin,
  });
  return html(body, status, headersFor(context, nonce, [new URL(page.returnUrl).origin]));
}

/** Framed, after the card was sent: hands the transaction to the app (200). */
function sentPage(context: RequestContext, page: PageRequest): Response {
  const nonce = createNonce();
  const body = renderCardSentPage({
    lang: page.lang,
    nonce,
    transactionId: page.transaction.transactionId,
    continueUrl: withTransactionId(page.returnUrl, page.transaction.transactionId),
    parentOrigin: new URL(page.returnUrl).origin,
  });
  return html(body, 200, headersFor(context, nonce, []));
}

function completedPage(context: RequestContext, page: PageRequest): Response {
  return messagePage(
    context,
    { status: 409, title: "completedTitle", body: "completedBody", lang: page.lang },
    { href: withTransactionId(page.returnUrl, page.transaction.transactionId), label: "continue" },
  );
}

/** GET /secure-fields/:transactionId?lang=&returnUrl= */
export const handleSecureFieldsPage: Handler = async (_request, params, context) => {
  const page = await loadPage(params, context);
  if (!("transaction" in page)) return messagePage(context, page);
  if (page.transaction.status !== "pending")
    return page.embedded ? sentPage(context, page) : completedPage(context, page);
  return formPage(context, page, 200);
};

/**
 * POST /secure-fields/:transactionId (from the page itself, never another site): validates the card,
 * keeps only the masked card, brand, expiry, holder and a token (or the decline reason), and sends the
 * browser to the return URL (303). Framed (`embedded=1`), the form posts in the frame: a card with
 * errors comes back there (400) and a sent one leads to this page again (303, then the sent page),
 * which hands the transaction to the app; the guest never leaves the brand's checkout.
 */
export const handleSecureFieldsSubmit: Handler = async (request, params, context) => {
  const page = await loadPage(params, context);
  if (!("transaction" in page)) return messagePage(context, page);
  // Only the page's own form may send a card: another site must not fill a transaction it knows.
  if (!isSameOriginPost(request.headers, context.url.origin)) {
    return messagePage(context, { status: 403, title: "forbiddenTitle", body: "forbiddenBody", lang: page.lang });
  }
  if (page.transaction.status !== "pending") return completedPage(context, page);

  let form: Record<string, string>;
  try {
    form = await readFormBody(request);
  } catch (error) {
    if (!(error instanceof PaymentsError)) throw error;
    return messagePage(context, {
      status: error.status,
      title: "badRequestTitle",
      body: "badRequestBody",
      lang: page.lang,
    });
  }

  const parsed = cardFormSchema(context.now).safeParse(form);
  if (!parsed.success) {
    const errors: Partial<Record<CardField, MessageKey>> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if ((name === "holder" || name === "cardNumber" || name === "expiry" || name === "cvv") && !errors[name]) {
        errors[name] = messageKey(issue.message) ? issue.message : "errorSummary";
      }
    }
    // Everything is shown again but the security code, which card pages clear.
    const values = {
      holder: form.holder?.slice(0, 100),
      cardNumber: form.cardNumber?.slice(0, 23),
      expiry: form.expiry?.slice(0, 10),
    };
    return formPage(context, page, 400, values, errors);
  }

  const { holder, cardNumber, expiry } = parsed.data;
  const outcome = decideCardOutcome(cardNumber.number, expiry, context.now);
  const transaction: StoredTransaction = {
    ...page.transaction,
    status: outcome.status,
    card: {
      masked: maskCardNumber(cardNumber.number),
      brand: cardNumber.brand,
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      holder,
    },
    ...(outcome.status === "authorized" ? { token: newCardToken() } : { reason: outcome.reason }),
    updatedAt: context.now.toISOString(),
  };
  await writeTransaction(context.env.PAYMENT_TRANSACTIONS, transaction, context.ttl);
  // The alias outlives the transaction: a booking's card is charged or credited with it later.
  if (transaction.token)
    await writeAlias(context.env.PAYMENT_TRANSACTIONS, transaction.token, {
      ibeUid: transaction.ibeUid,
      declinesCharges: declinesLaterCharges(cardNumber.number),
    });
  return new Response(null, {
    status: 303,
    headers: {
      // Framed: this page again (its sent state), in the frame; whole: the app's return URL.
      Location: page.embedded ? context.url.toString() : withTransactionId(page.returnUrl, transaction.transactionId),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
};
