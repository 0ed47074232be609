/**
 * Card aliases (tokens) the sandbox issued, kept without expiry like PCI Proxy's: a booking's card is
 * charged or credited with it later (docs/decisions/0141). No card data: the tenant and how the test
 * card answers later charges.
 */
export type StoredAlias = { ibeUid: string; declinesCharges: boolean };

const aliasKey = (alias: string) => `alias:${alias}`;

export async function readAlias(kv: KVNamespace, alias: string): Promise<StoredAlias | null> {
  return kv.get<StoredAlias>(aliasKey(alias), "json");
}

export async function writeAlias(kv: KVNamespace, alias: string, stored: StoredAlias): Promise<void> {
  await kv.put(aliasKey(alias), JSON.stringify(stored));
}

/** An alias payment's answer kept under its idempotency key (a day), with the request it answered. */
export type StoredAnswer = { requestHash: string; status: number; body: unknown };

const answerKey = (ibeUid: string, key: string) => `idem:${ibeUid}:${key}`;

export async function readAnswer(kv: KVNamespace, ibeUid: string, key: string): Promise<StoredAnswer | null> {
  return kv.get<StoredAnswer>(answerKey(ibeUid, key), "json");
}

export async function writeAnswer(kv: KVNamespace, ibeUid: string, key: string, answer: StoredAnswer): Promise<void> {
  await kv.put(answerKey(ibeUid, key), JSON.stringify(answer), { expirationTtl: 86_400 });
}
