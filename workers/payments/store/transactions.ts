import type {
  CardTransaction,
  MaskedCard,
  TransactionReason,
  TransactionStatus,
} from "../../../shared/payments/payments-contract";

/**
 * A transaction as the sandbox keeps it in KV. Never the card number or the security code: only the
 * masked number, brand, expiry, holder and, once authorized, a token.
 */
export type StoredTransaction = {
  transactionId: string;
  ibeUid: string;
  amount: number;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  status: TransactionStatus;
  card: MaskedCard | null;
  token?: string;
  reason?: TransactionReason;
  createdAt: string;
  updatedAt: string;
};

const key = (transactionId: string) => `tx:${transactionId}`;

export const DEFAULT_TTL_SECONDS = 3600;

/** The TTL from the variable: at least KV's minimum of 60 s. */
export function ttlSeconds(value: string | undefined): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 60 ? parsed : DEFAULT_TTL_SECONDS;
}

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** 128 random bits: an unguessable transaction id is the only key to the card page. */
export function newTransactionId(): string {
  return randomHex(16);
}

/** A card token in the style of PCI Proxy's alias. */
export function newCardToken(): string {
  return `sbx_${randomHex(16)}`;
}

export async function readTransaction(kv: KVNamespace, transactionId: string): Promise<StoredTransaction | null> {
  return kv.get<StoredTransaction>(key(transactionId), "json");
}

export async function writeTransaction(kv: KVNamespace, transaction: StoredTransaction, ttl: number): Promise<void> {
  await kv.put(key(transaction.transactionId), JSON.stringify(transaction), { expirationTtl: ttl });
}

/** The API's view: no tenant, URLs or timestamps. */
export function transactionView(transaction: StoredTransaction): CardTransaction {
  return {
    transactionId: transaction.transactionId,
    status: transaction.status,
    amount: transaction.amount,
    currency: transaction.currency,
    card: transaction.card,
    ...(transaction.token ? { token: transaction.token } : {}),
    ...(transaction.reason ? { reason: transaction.reason } : {}),
  };
}
