import { env } from "cloudflare:test";
import { FORM_TRAP_FIELDS } from "../../app/domain/security/form-traps";
import { fetchApp, postForm } from "./fetch-app";

/** The time trap's minimum (FORM_MIN_FILL_SECONDS: 3 s by default, as in the tests). */
export const MIN_FILL_MS = 3000;

export const randomAddress = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;

/** The time-trap token of a contact form served now on `host`. */
export async function servedToken(host: string, lng = "en"): Promise<string> {
  const page = await (await fetchApp(`http://${host}/${lng}/contact`)).text();
  const token = new RegExp(`name="${FORM_TRAP_FIELDS.validFrom}" value="([^"]+)"`).exec(page)?.[1];
  if (!token) throw new Error("the contact form has no time-trap field");
  return token;
}

/**
 * Contact forms served on these hosts, posted once the time trap has passed (as a person would):
 * call `ready()` in a beforeAll, then `send`.
 */
export function contactForms(hosts: string[]) {
  const tokens: Record<string, string> = {};
  return {
    async ready() {
      for (const host of hosts) tokens[host] = await servedToken(host);
      await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 200));
    },
    token: (host: string) => tokens[host] ?? "",
    send(
      fields: Record<string, string>,
      {
        host = hosts[0] ?? "",
        lng = "en",
        ip = randomAddress(),
        traps = true,
        headers = {} as Record<string, string>,
      } = {},
    ) {
      const trapFields: Record<string, string> = traps
        ? { [FORM_TRAP_FIELDS.honeypot]: "", [FORM_TRAP_FIELDS.validFrom]: tokens[host] ?? "" }
        : {};
      return postForm(
        `http://${host}/${lng}/contact`,
        { ...trapFields, ...fields },
        { "CF-Connecting-IP": ip, ...headers },
      );
    },
  };
}

/** The contact messages the inventory stored from one address. */
export async function storedMessages(email: string) {
  const { results } = await env.INVENTORY_DB.prepare(
    "SELECT id, reference, ibe_uid, status, language, booking_reference, answered_by FROM contact_messages WHERE email = ?",
  )
    .bind(email)
    .all<{
      id: string;
      reference: string;
      ibe_uid: string;
      status: string;
      language: string;
      booking_reference: string | null;
      answered_by: string | null;
    }>();
  return results;
}

/** The success page's reference from the form's redirect. */
export const referenceIn = (response: Response) =>
  /\/contact\/sent\?reference=(CM-[A-Z0-9]{6})$/.exec(response.headers.get("Location") ?? "")?.[1];
