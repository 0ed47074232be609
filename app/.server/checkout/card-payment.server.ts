import type { RouterContextProvider } from "react-router";
import type { MaskedCard } from "../../../shared/payments/payments-contract";
import { pagePath } from "../../domain/checkout/checkout-pages";
import { type CheckoutSession, checkoutTotal, hasValidPayment } from "../../domain/checkout/checkout-session";
import { adaptersOf } from "../adapters.server";
import { configContext, tenantContext } from "../context.server";
import { logger } from "../logger.server";
import { getLocale } from "../middleware/i18n.server";
import { secureFieldsPageUrl } from "../payments/payments-client.server";
import { cardPageOrigin } from "../payments/payments-config.server";

type Context = Readonly<RouterContextProvider>;

/** Messages of the payment step (i18n keys). */
export type CardPaymentMessage =
  | "checkout.payment.declined"
  | "checkout.payment.expired"
  | "checkout.payment.notCompleted"
  | "checkout.payment.notAirplus"
  | "checkout.payment.unavailable";

export type CardPaymentView = {
  /** The secure card page to frame or link to; null when the card is done or the service is down. */
  cardPageUrl: string | null;
  /** The authorized card for the current total. */
  card: MaskedCard | null;
  message: CardPaymentMessage | null;
};

/**
 * Spec getPciproxyTransationId / getCcInfoFromTransaction, for the payment step: reads the pending
 * card transaction of the session (the guest may just have come back from the card page), keeps an
 * authorized card, explains a declined or expired one, and starts a new transaction when the guest
 * has to enter a card (again). The card number and CVV never reach this server: only the transaction
 * id and the masked card do. Returns the session as stored afterwards.
 */
export async function prepareCardPayment(
  request: Request,
  context: Context,
  session: CheckoutSession,
): Promise<{ session: CheckoutSession; view: CardPaymentView }> {
  const { state } = session;
  const method = state.bookingDetails?.paymentMethod === "airplus" ? "airplus" : "card";
  if (hasValidPayment(state) && state.payment) {
    return { session, view: { cardPageUrl: null, card: state.payment.card, message: null } };
  }
  const { tenant } = context.get(tenantContext);
  const client = adaptersOf(context).payments;
  const amount = checkoutTotal(state);
  const currency = state.selectedOffer.price.currency;
  const url = new URL(request.url);
  let message: CardPaymentMessage | null = null;
  let next = session;

  const pending = state.cardTransaction;
  if (pending && pending.amount === amount && pending.currency === currency) {
    const read = await client.getCcInfoFromTransaction(pending.id, tenant.ibeUid);
    if (read.ok) {
      const tx = read.data;
      if (tx.status === "authorized" && tx.card && (method === "card" || tx.card.brand === "uatp")) {
        next = {
          ...session,
          state: {
            ...state,
            cardTransaction: null,
            payment: {
              method,
              transactionId: tx.transactionId,
              amount,
              ...(tx.token ? { token: tx.token } : {}),
              card: tx.card,
            },
          },
        };
        await adaptersOf(context).checkoutStore.save(next);
        return { session: next, view: { cardPageUrl: null, card: tx.card, message: null } };
      }
      if (tx.status === "pending") {
        // Back from the card page without sending it (its cancel link), or a reload: same transaction.
        if (url.searchParams.has("transactionId") || url.searchParams.has("cancelled")) {
          message = "checkout.payment.notCompleted";
        }
        return { session, view: { cardPageUrl: cardPageUrlFor(context, url, pending.id), card: null, message } };
      }
      message =
        tx.status === "authorized"
          ? "checkout.payment.notAirplus"
          : tx.reason === "card_expired" || tx.status === "expired"
            ? "checkout.payment.expired"
            : "checkout.payment.declined";
    }
  }

  const lng = getLocale(context);
  const returnPath = pagePath("checkout.paymentInformations", { lng, sessionId: session.id }) ?? `/${lng}`;
  const returnUrl = new URL(returnPath, url.origin);
  const cancelUrl = new URL(returnUrl);
  cancelUrl.searchParams.set("cancelled", "1");
  const started = await client.getPciproxyTransationId({
    ibeUid: tenant.ibeUid,
    amount,
    currency,
    returnUrl: returnUrl.toString(),
    cancelUrl: cancelUrl.toString(),
  });
  const cardPageUrl = started.ok ? cardPageUrlFor(context, url, started.data.transactionId) : null;
  if (!started.ok || !cardPageUrl) {
    logger.warn(
      `checkout: the payment service could not start a transaction (${started.ok ? "no origin" : started.status})`,
    );
    return { session, view: { cardPageUrl: null, card: null, message: "checkout.payment.unavailable" } };
  }
  next = {
    ...session,
    state: { ...state, payment: null, cardTransaction: { id: started.data.transactionId, amount, currency } },
  };
  await adaptersOf(context).checkoutStore.save(next);
  return { session: next, view: { cardPageUrl, card: null, message } };
}

function cardPageUrlFor(context: Context, requestUrl: URL, transactionId: string): string | null {
  const origin = cardPageOrigin(context.get(configContext), requestUrl);
  return origin ? secureFieldsPageUrl(origin, transactionId, { lang: getLocale(context) }) : null;
}
