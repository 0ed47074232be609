import { data } from "react-router";
import { adaptersOf } from "../.server/adapters.server";
import { configContext, tenantContext } from "../.server/context.server";
import { isDeliverySecret, outgoingMailOf } from "../.server/mail/outbox-delivery.server";
import { deliveredMailSchema, OUTBOX_SECRET_HEADER } from "../domain/mail/delivered-mail";
import type { Route } from "./+types/dev.outbox.deliver";

/**
 * POST /dev/outbox/deliver: the local identity provider (a Node process that cannot write D1) hands
 * its mails to the development outbox here. Machine to machine: authenticated by the secret shared
 * with the provider (OUTBOX_DELIVERY_SECRET), not by a form token; absent in production, without the
 * outbox, or without the secret (404). The mail must belong to the tenant of the host it is posted to.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const config = context.get(configContext);
  const secret = config.OUTBOX_DELIVERY_SECRET;
  if (config.ENVIRONMENT === "production" || config.MAIL_MODE !== "outbox" || !secret) {
    throw data(null, { status: 404 });
  }
  if (!(await isDeliverySecret(request.headers.get(OUTBOX_SECRET_HEADER), secret))) {
    return data({ error: "unauthorized" }, { status: 401 });
  }
  const parsed = deliveredMailSchema.safeParse(Object.fromEntries(await request.formData()));
  const { tenant } = context.get(tenantContext);
  if (!parsed.success || parsed.data.tenant !== tenant.ibeUid) {
    return data({ error: "invalid_mail" }, { status: 400 });
  }
  await adaptersOf(context).outbox.mailer.send(outgoingMailOf(parsed.data, tenant.name));
  return new Response(null, { status: 204 });
}

export async function loader() {
  throw data(null, { status: 404 });
}
