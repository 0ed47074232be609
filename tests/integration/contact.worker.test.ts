import { beforeAll, describe, expect, it } from "vitest";
import { FORM_TRAP_FIELDS } from "../../app/domain/security/form-traps";
import { contactForms, randomAddress, referenceIn, servedToken, storedMessages } from "./contact-support";
import { fetchApp } from "./fetch-app";
import { mailsTo } from "./outbox";
import { appOrigin, signIn } from "./sign-in-flow";

// FORM_RATE_LIMIT in wrangler.toml: 12 attempts per 60 s per client address and per e-mail address.
const FORM_LIMIT = 12;

const run = crypto.randomUUID().slice(0, 8);
const forms = contactForms(["quartier.localhost", "alpenstay.localhost"]);
const send = forms.send;
beforeAll(() => forms.ready());

const message = (email: string) => ({
  name: "Grace Hopper",
  email,
  subject: "Parking for two cars",
  message: "Is there parking nearby?\nWe arrive by car.",
});

describe("the contact form", () => {
  it("stores the message as new and confirms it by mail in the sender's language (en and de)", async () => {
    for (const [lng, host, expected] of [
      ["en", "quartier.localhost", { subject: "Your message", greeting: "Hello Grace Hopper," }],
      ["de", "alpenstay.localhost", { subject: "Ihre Nachricht", greeting: "Hallo Grace Hopper," }],
    ] as const) {
      const email = `contact-${lng}-${run}@example.com`;
      const answer = await send({ ...message(email), bookingReference: " q-abcd-efgh " }, { host, lng });
      expect(answer.status).toBe(303);
      const reference = referenceIn(answer);
      expect(reference).toBeDefined();

      const sentPage = await (await fetchApp(`http://${host}${answer.headers.get("Location")}`)).text();
      expect(sentPage).toContain(`data-testid="contact-reference">${reference}<`);

      const [stored, ...more] = await storedMessages(email);
      expect(more).toHaveLength(0);
      expect(stored).toMatchObject({
        reference,
        ibe_uid: host.split(".")[0],
        status: "new",
        language: lng,
        booking_reference: "Q-ABCD-EFGH",
      });
      const [mail, ...others] = await mailsTo(email);
      expect(others).toHaveLength(0);
      expect(mail).toMatchObject({ kind: "contact_confirmation", language: lng, reference });
      expect(mail?.subject).toContain(`${expected.subject} ${reference}`);
      expect(mail?.text_body).toContain(expected.greeting);
      expect(mail?.text_body).toContain("Is there parking nearby?\nWe arrive by car.");
      expect(mail?.text_body).toContain("Q-ABCD-EFGH");
    }
  });

  it("answers bad input with 400, translated messages and the typed values", async () => {
    const email = `contact-bad-${run}@example.com`;
    const answer = await send(
      { name: "Grace", email, subject: "", message: "", bookingReference: "#1" },
      { lng: "de" },
    );
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain("Bitte geben Sie einen Betreff ein.");
    expect(page).toContain("Bitte schreiben Sie Ihre Nachricht.");
    expect(page).toContain("Das sieht nicht wie eine Buchungsnummer aus.");
    expect(page).toContain(`value="${email}"`);
    expect(page).toContain('value="Grace"');
    expect(await storedMessages(email)).toHaveLength(0);
  });

  it.each([
    ["a filled honeypot", { [FORM_TRAP_FIELDS.honeypot]: "https://spam.example" }],
    ["no trap fields at all", { [FORM_TRAP_FIELDS.honeypot]: undefined, [FORM_TRAP_FIELDS.validFrom]: undefined }],
    ["no time token", { [FORM_TRAP_FIELDS.validFrom]: undefined }],
  ])(
    "drops a bot's post (%s) silently: the same success page, nothing stored, nothing mailed",
    async (_what, traps) => {
      const email = `contact-spam-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const fields: Record<string, string> = {
        [FORM_TRAP_FIELDS.honeypot]: "",
        [FORM_TRAP_FIELDS.validFrom]: forms.token("quartier.localhost"),
        ...message(email),
      };
      for (const [name, value] of Object.entries(traps)) {
        if (value === undefined) delete fields[name];
        else fields[name] = value;
      }
      const answer = await send(fields, { traps: false });
      expect(answer.status).toBe(303);
      expect(referenceIn(answer)).toBeDefined();
      expect(await storedMessages(email)).toHaveLength(0);
      expect(await mailsTo(email)).toHaveLength(0);
    },
  );

  it.each([
    ["sent sooner after the page than a person could fill it", "fresh"],
    ["with a time token that is not ours", "forged"],
  ] as const)(
    "asks to send again a post %s: 400, translated, input kept, never reported as sent",
    async (_what, kind) => {
      for (const lng of ["en", "de"] as const) {
        const email = `contact-fast-${kind}-${lng}-${run}@example.com`;
        const token =
          kind === "fresh" ? await servedToken("quartier.localhost", lng) : btoa("not-a-token-of-ours-0123");
        const answer = await send({ ...message(email), [FORM_TRAP_FIELDS.validFrom]: token }, { lng });
        expect(answer.status).toBe(400);
        expect(answer.headers.get("Location")).toBeNull();
        const page = await answer.text();
        expect(page).toContain(
          lng === "en"
            ? "That was quicker than we expected. Please check your message and send it again"
            : "Das ging schneller, als wir erwartet hatten. Bitte prüfen Sie Ihre Nachricht",
        );
        expect(page).toContain(`value="${email}"`);
        expect(page).toContain("Is there parking nearby?\nWe arrive by car.");
        expect(await storedMessages(email)).toHaveLength(0);
        expect(await mailsTo(email)).toHaveLength(0);
      }
    },
  );

  it("delivers a post corrected at once after a validation error: the form keeps the time it was opened", async () => {
    // Opened long enough ago (forms.ready waited), sent with a malformed address, corrected, sent again at once.
    const email = `contact-corrected-${run}@example.com`;
    const first = await send({ ...message(email), email: "grace@" });
    expect(first.status).toBe(400);
    const shownAgain = await first.text();
    const token = new RegExp(`name="${FORM_TRAP_FIELDS.validFrom}" value="([^"]+)"`).exec(shownAgain)?.[1];
    expect(token).toBe(forms.token("quartier.localhost"));

    const second = await send({ ...message(email), [FORM_TRAP_FIELDS.validFrom]: token ?? "" });
    expect(second.status).toBe(303);
    const reference = referenceIn(second);
    const [stored, ...more] = await storedMessages(email);
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({ reference, status: "new" });
    expect(await mailsTo(email)).toMatchObject([{ kind: "contact_confirmation", reference }]);
  });

  it("shows the errors of bad input sent at once, before the time trap: an empty form is not reported as sent", async () => {
    const fresh = await servedToken("quartier.localhost");
    const answer = await send({ name: "", email: "", subject: "", message: "", [FORM_TRAP_FIELDS.validFrom]: fresh });
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain("Please enter a subject.");
    expect(page).toContain("Please write your message.");
    // The form shown again carries the token it was served with, not a new one.
    expect(page).toContain(`name="${FORM_TRAP_FIELDS.validFrom}" value="${fresh}"`);
  });

  it.each([
    ["en", "Get in touch", "Contact form"],
    ["de", "So erreichen Sie uns", "Kontaktformular"],
  ])(
    "gives the footer's contact column a heading of its own, not the form link's words (%s)",
    async (lng, heading, link) => {
      const page = await (await fetchApp(`http://quartier.localhost/${lng}/contact`)).text();
      const column = /<section aria-labelledby="footer-contact">([\s\S]*?)<\/section>/.exec(page)?.[1] ?? "";
      expect(/<h2 id="footer-contact"[^>]*>([^<]*)<\/h2>/.exec(column)?.[1]).toBe(heading);
      expect(column).toContain(`data-testid="footer-contact-form">${link}</a>`);
    },
  );

  it("refuses a post from another site (CSRF): 403, nothing stored", async () => {
    const email = `contact-csrf-${run}@example.com`;
    const answer = await send(message(email), {
      headers: { Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(answer.status).toBe(403);
    expect(await storedMessages(email)).toHaveLength(0);
  });

  it("prefills a signed-in traveller's name and e-mail address", async () => {
    const { app } = await signIn("alpenstay", { returnTo: "/en/contact" });
    const page = await (
      await fetchApp(`${appOrigin("alpenstay")}/en/contact`, { headers: { Cookie: app.header() } })
    ).text();
    expect(page).toMatch(
      /data-testid="contact-email"[^>]*value="anna\.gast@example\.com"|value="anna\.gast@example\.com"[^>]*data-testid="contact-email"/,
    );
  });
});

describe("the contact form's rate limit", () => {
  /** Posts `attempt` until the first 429 (bounded); every post before it must be `status`. */
  async function untilRefused(attempt: () => Promise<Response>, status: number) {
    let passed = 0;
    let refused: Response | undefined;
    while (!refused && passed <= 3 * FORM_LIMIT) {
      const answer = await attempt();
      if (answer.status === 429) refused = answer;
      else {
        expect(answer.status).toBe(status);
        passed++;
      }
    }
    expect(passed).toBeGreaterThanOrEqual(FORM_LIMIT);
    if (!refused) throw new Error(`no refusal after ${passed} attempts`);
    expect(refused.headers.get("Retry-After")).toBe("60");
    return refused;
  }

  it("refuses one client address past the limit with 429, a translated message and the typed values", async () => {
    const ip = randomAddress();
    let n = 0;
    // Different e-mail addresses each time, without a message: 400s that count, none stored.
    const refused = await untilRefused(
      () => send({ ...message(`contact-ip-${run}-${n++}@example.com`), message: "" }, { ip, lng: "de" }),
      400,
    );
    const page = await refused.text();
    expect(page).toContain("Sie haben in kurzer Zeit mehrere Nachrichten gesendet.");
    expect(page).toContain("Parking for two cars");
    // Another client is not held back.
    const other = `contact-ip-other-${run}@example.com`;
    expect((await send(message(other))).status).toBe(303);
  });

  it("refuses one e-mail address past the limit even from many addresses", async () => {
    const email = `contact-mail-${run}@example.com`;
    const refused = await untilRefused(() => send({ ...message(email), message: "" }), 400);
    const page = await refused.text();
    expect(page).toContain("You have sent several messages in a short time.");
    expect(page).toContain(`value="${email}"`);
    // Even a valid message from that address waits now: nothing stored, nothing mailed.
    expect((await send(message(email))).status).toBe(429);
    expect(await storedMessages(email)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });
});
