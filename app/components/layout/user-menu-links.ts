/** The sign-out endpoint: a form posts to it (no payload). */
export const SIGN_OUT_ACTION = "/api/auth/sign-out-provider";
