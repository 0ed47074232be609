import { request } from "node:http";
import {
  type DeliveredMail,
  OUTBOX_DELIVERY_PATH,
  OUTBOX_SECRET_HEADER,
} from "../../app/domain/mail/delivered-mail.ts";

/** A mail of the identity provider (today only the password-reset mail), as the app's outbox takes it. */
export type IdpMail = DeliveredMail;

/**
 * Delivers the provider's mails into the app's development outbox (`/:lng/dev/outbox`): the provider
 * is a Node process and cannot write the app's D1, so it posts each mail to the app's development-only
 * endpoint (OUTBOX_DELIVERY_PATH), on the tenant's host, with the shared local secret.
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
      // A form post: the app's pages accept form bodies only (its request-shape rule).
      const body = new URLSearchParams(mail).toString();
      const tenantHost = `${host(mail.tenant)}:${appPort}`;
      const req = request(
        {
          host: "localhost",
          port: appPort,
          method: "POST",
          path: OUTBOX_DELIVERY_PATH,
          headers: {
            Host: tenantHost,
            // A machine-to-machine post: it names the app's own origin, as a same-origin form would.
            Origin: `http://${tenantHost}`,
            "Content-Type": "application/x-www-form-urlencoded",
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
