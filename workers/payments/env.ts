/** Bindings and variables of the payment sandbox Worker (workers/payments/wrangler.toml). */
export interface PaymentsEnv {
  PAYMENT_TRANSACTIONS: KVNamespace;
  /** Production app origins, space or comma separated, allowed to frame the page and receive redirects. */
  APP_ORIGINS?: string;
  /** Seconds a transaction is kept; default 3600, at least 60 (KV's minimum TTL). */
  TRANSACTION_TTL_SECONDS?: string;
  /** Every /v1 call must send it as HTTP Basic credentials ("merchantId:password"); unset, /v1 refuses all. */
  PAYMENTS_API_KEY?: string;
}
