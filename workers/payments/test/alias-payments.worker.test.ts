import { describe, expect, it } from "vitest";
import {
  aliasPaymentSchema,
  paymentsErrorBodySchema,
  transactionSchema,
} from "../../../shared/payments/payments-contract";
import { callJson, initTransaction, postCard, validCard } from "./test-env";

/** Charging and crediting a booking's card by its alias (docs/decisions/0141). */

async function aliasOf(cardNumber: string): Promise<string> {
  const id = await initTransaction();
  await postCard(id, validCard({ cardNumber }));
  const { body } = await callJson(`/v1/transactions/${id}?ibeUid=quartier`);
  const token = transactionSchema.parse(body).token;
  if (!token) throw new Error("no token");
  return token;
}

const pay = (kind: "authorize" | "credit", alias: string, key: string, amount = 12_000, ibeUid = "quartier") =>
  callJson(`/v1/transactions/${kind}`, {
    json: { ibeUid, amount, currency: "EUR", refno: "Q-ABCD-EFGH", card: { alias } },
    headers: { "Idempotency-Key": key },
  });

describe("alias payments", () => {
  it("charges and credits the difference with the card's alias; the same key answers the same", async () => {
    const alias = await aliasOf("4111111111111111");
    const charged = await pay("authorize", alias, "change-charge-0001");
    expect(charged.status).toBe(201);
    expect(aliasPaymentSchema.parse(charged.body)).toMatchObject({ status: "settled", amount: 12_000 });
    const again = await pay("authorize", alias, "change-charge-0001");
    expect([again.status, again.body, again.headers.get("Idempotent-Replayed")]).toEqual([201, charged.body, "true"]);
    const reused = await pay("authorize", alias, "change-charge-0001", 99);
    expect(paymentsErrorBodySchema.parse(reused.body).error.code).toBe("idempotency_key_reused");

    const credited = await pay("credit", alias, "change-credit-0001", 5_000);
    expect(credited.status).toBe(201);
    expect(aliasPaymentSchema.parse(credited.body)).toMatchObject({ status: "credited", amount: 5_000 });
  });

  it("declines a charge on the test card whose later charges fail, and knows no alias of another tenant", async () => {
    const alias = await aliasOf("4000000000000341");
    const declined = await pay("authorize", alias, "change-decline-0001");
    expect([declined.status, paymentsErrorBodySchema.parse(declined.body).error.code]).toEqual([402, "card_declined"]);
    const foreign = await pay("authorize", await aliasOf("4111111111111111"), "change-foreign-0001", 100, "citynest");
    expect(foreign.status).toBe(404);
    const missingKey = await callJson("/v1/transactions/authorize", {
      json: { ibeUid: "quartier", amount: 1, currency: "EUR", refno: "x", card: { alias } },
    });
    expect(missingKey.status).toBe(400);
  });
});
