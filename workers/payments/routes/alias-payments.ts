import {
  type AliasPayment,
  aliasPaymentRequestSchema,
  PAYMENTS_IDEMPOTENCY_KEY_HEADER,
  paymentsIdempotencyKeySchema,
} from "../../../shared/payments/payments-contract";
import { parseJsonBody } from "../http/parse";
import { errorBodyOf, json, PaymentsError } from "../http/responses";
import { readAlias, readAnswer, writeAnswer } from "../store/aliases";
import { newTransactionId } from "../store/transactions";
import type { Handler } from "./context";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A charge or credit with a stored card alias (Datatrans: authorize with an alias, autoSettle; credit),
 * docs/decisions/0141. 201 with the settled or credited transaction; 402 card_declined for an alias
 * whose test card declines later charges; 404 for an alias unknown to the tenant. The Idempotency-Key
 * header is required: the same key and request answer the same again (the first answer, kept a day),
 * the same key with another request is 422.
 */
function aliasPayment(kind: AliasPayment["status"]): Handler {
  return async (request, _params, context) => {
    const key = paymentsIdempotencyKeySchema.safeParse(request.headers.get(PAYMENTS_IDEMPOTENCY_KEY_HEADER));
    if (!key.success)
      throw new PaymentsError("invalid_input", `The ${PAYMENTS_IDEMPOTENCY_KEY_HEADER} header is required`, [
        { path: `header.${PAYMENTS_IDEMPOTENCY_KEY_HEADER}`, message: "8 to 64 letters, digits, _ and -" },
      ]);
    const body = await parseJsonBody(request, aliasPaymentRequestSchema);
    const kv = context.env.PAYMENT_TRANSACTIONS;
    const requestHash = await sha256Hex(JSON.stringify([kind, body]));
    const earlier = await readAnswer(kv, body.ibeUid, key.data);
    if (earlier) {
      if (earlier.requestHash !== requestHash)
        throw new PaymentsError("idempotency_key_reused", "This idempotency key was used for another request");
      return json(earlier.body, earlier.status, { "Idempotent-Replayed": "true" });
    }
    const alias = await readAlias(kv, body.card.alias);
    if (!alias || alias.ibeUid !== body.ibeUid) throw new PaymentsError("not_found", "Card alias not found");
    const answer =
      kind === "settled" && alias.declinesCharges
        ? { status: 402, body: errorBodyOf(new PaymentsError("card_declined", "The card issuer declined the charge")) }
        : {
            status: 201,
            body: { transactionId: newTransactionId(), status: kind, amount: body.amount, currency: body.currency },
          };
    await writeAnswer(kv, body.ibeUid, key.data, { requestHash, ...answer });
    return json(answer.body, answer.status);
  };
}

/** POST /v1/transactions/authorize: charges the alias. */
export const handleAuthorizeWithAlias = aliasPayment("settled");
/** POST /v1/transactions/credit: pays back to the alias. */
export const handleCreditWithAlias = aliasPayment("credited");
