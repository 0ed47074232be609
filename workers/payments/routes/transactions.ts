import {
  initSecureFieldsRequestSchema,
  transactionIdSchema,
  transactionQuerySchema,
} from "../../../shared/payments/payments-contract";
import { isAllowedAppUrl } from "../http/origins";
import { parseJsonBody, parseParam, parseQuery } from "../http/parse";
import { json, PaymentsError } from "../http/responses";
import {
  newTransactionId,
  readTransaction,
  type StoredTransaction,
  transactionView,
  writeTransaction,
} from "../store/transactions";
import type { Handler } from "./context";

/**
 * POST /v1/transactions/secureFields: starts a card transaction for the secure-fields page, as PCI
 * Proxy's secureFields init does. 201 `{ transactionId }`. Any well-formed ibeUid: brands live in the
 * app's database (docs/decisions/0120), and the app, which resolved the brand, is the only caller
 * (the API key); a transaction answers only to the ibeUid it was made for.
 */
export const handleInitSecureFields: Handler = async (request, _params, context) => {
  const body = await parseJsonBody(request, initSecureFieldsRequestSchema);
  const cancelUrl = body.cancelUrl ?? body.returnUrl;
  for (const [name, value] of [
    ["returnUrl", body.returnUrl],
    ["cancelUrl", cancelUrl],
  ] as const) {
    if (!isAllowedAppUrl(value, context.allowed)) {
      throw new PaymentsError("return_url_not_allowed", `${name} is not on an allowed app origin`, [
        { path: `body.${name}`, message: "not an allowed app origin" },
      ]);
    }
  }
  const now = context.now.toISOString();
  const transaction: StoredTransaction = {
    transactionId: newTransactionId(),
    ibeUid: body.ibeUid,
    amount: body.amount,
    currency: body.currency,
    returnUrl: body.returnUrl,
    cancelUrl,
    status: "pending",
    card: null,
    createdAt: now,
    updatedAt: now,
  };
  await writeTransaction(context.env.PAYMENT_TRANSACTIONS, transaction, context.ttl);
  return json({ transactionId: transaction.transactionId }, 201);
};

/** GET /v1/transactions/:transactionId?ibeUid=: status and masked card. Another tenant's id is 404. */
export const handleGetTransaction: Handler = async (_request, params, context) => {
  const transactionId = parseParam("transactionId", params.transactionId, transactionIdSchema);
  const { ibeUid } = parseQuery(context.url, transactionQuerySchema);
  const transaction = await readTransaction(context.env.PAYMENT_TRANSACTIONS, transactionId);
  if (!transaction || transaction.ibeUid !== ibeUid) throw new PaymentsError("not_found", "Transaction not found");
  return json(transactionView(transaction));
};
