/** The review invitations' cron in wrangler.toml (UTC): every morning, for the guests who left the day before. */
export const REVIEW_INVITATIONS_CRON = "0 8 * * *";
