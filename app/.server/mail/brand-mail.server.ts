import type { RouterContextProvider } from "react-router";
import type { Language } from "../../../shared/tenancy/languages";
import type { Tenant } from "../../../shared/tenancy/tenant";
import type { Mail } from "../../domain/booking/confirmation-mail";
import { mailLanguage } from "./mail-language.server";
import type { OutgoingMail } from "./mail-transports.server";
import { sendOnce } from "./send-once.server";

/** Who a brand's mail goes to, in which language, under which reference; `once` names its event. */
export type BrandMailEnvelope = {
  tenant: Tenant;
  kind: OutgoingMail["kind"];
  /** With kind and tenant, the event the mail belongs to: sent once per event (e.g. a booking's id). */
  once: string;
  lng: Language;
  to: string;
  reference: string;
};

/** What a mail's builder gets: the recipient's language and formatters, the brand's name and contact. */
export type BrandMailParts = ReturnType<typeof mailLanguage> & { brand: string; contact: Tenant["contact"] };

/**
 * Sends one of a brand's mails once per event (`<kind>:<tenant>:<once>`), under the brand's name, in
 * the recipient's language: the one envelope of guest, enquiry and contact mails.
 */
export function sendBrandMail(
  context: Readonly<RouterContextProvider>,
  envelope: BrandMailEnvelope,
  compose: (parts: BrandMailParts) => Mail | Promise<Mail>,
) {
  const { tenant, kind, lng } = envelope;
  return sendOnce(context, `${kind}:${tenant.ibeUid}:${envelope.once}`, async () => ({
    ...(await compose({ ...mailLanguage(context, lng), brand: tenant.name, contact: tenant.contact })),
    ibeUid: tenant.ibeUid,
    kind,
    language: lng,
    to: envelope.to,
    reference: envelope.reference,
    fromName: tenant.name,
  }));
}
