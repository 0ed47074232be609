import { request } from "node:http";

/** A mail of the identity provider (today only the password-reset mail). */
export type IdpMail = {
  kind: "password_reset";
  /** The tenant (ibeUid) whose brand sends it. */
  tenant: string;
  language: "en" | "de";
  to: string;
  subject: string;
  text: string;
  html: string;
};

export const OUTBOX_SECRET_HEADER = "x-outbox-delivery-secret";

/**
 * Delivers the provider's mails into the app's development outbox (`/:lng/dev/outbox`): the provider
 * is a Node process and cannot write the app's D1, so it posts each mail to the app's development-only
 * endpoint `POST /dev/outbox/deliver`, on the tenant's host, with the shared local secret.
 * Uses node:http because fetch may not set the Host header, and `<brand>.localhost` needs no DNS this way.
 */
export function appOutbox({
  appPort,
  secret,
  host,
}: {
  appPort: number;
  secret: string;
  host: (tenant: string) => string;
}) {
  return (mail: IdpMail) =>
    new Promise<void>((resolve, reject) => {
      const body = JSON.stringify(mail);
      const tenantHost = `${host(mail.tenant)}:${appPort}`;
      const req = request(
        {
          host: "localhost",
          port: appPort,
          method: "POST",
          path: "/dev/outbox/deliver",
          headers: {
            Host: tenantHost,
            // A machine-to-machine post: it names the app's own origin, as a same-origin form would.
            Origin: `http://${tenantHost}`,
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(body),
            [OUTBOX_SECRET_HEADER]: secret,
          },
        },
        (res) => {
          res.resume();
          res.on("end", () =>
            res.statusCode === 204 ? resolve() : reject(new Error(`outbox delivery answered ${res.statusCode}`)),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    });
}
