import { expect, type Page, test } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { accessibilityErrors, hydrated, tenantUrl } from "./support";

// A guest's message and the admin's answer, with the admin host's cookie banner answered on the way.
test.describe.configure({ timeout: 90_000 });

const TEXT = {
  en: {
    footer: "Contact form",
    name: "Your name",
    email: "E-mail address",
    subject: "Subject",
    message: "Your message",
    send: "Send message",
    sentTitle: "Thank you, your message is on its way",
    messageRequired: "Please write your message.",
    answerLabel: /Your answer/,
    sendAnswer: "Send answer",
    answered: "Answered",
    answerSubject: "Re: your message",
    necessaryCookies: "Only necessary",
  },
  de: {
    footer: "Kontaktformular",
    name: "Ihr Name",
    email: "E-Mail-Adresse",
    subject: "Betreff",
    message: "Ihre Nachricht",
    send: "Nachricht senden",
    sentTitle: "Danke, Ihre Nachricht ist unterwegs",
    messageRequired: "Bitte schreiben Sie Ihre Nachricht.",
    answerLabel: /Ihre Antwort/,
    sendAnswer: "Antwort senden",
    answered: "Beantwortet",
    answerSubject: "Re: Ihre Nachricht",
    necessaryCookies: "Nur notwendige",
  },
} as const;

type Lng = keyof typeof TEXT;

/** Fills the contact form as a guest and sends it; the success page's reference. */
async function sendMessage(
  page: Page,
  lng: Lng,
  fields: { name: string; email: string; subject: string; message: string },
) {
  const text = TEXT[lng];
  await page.getByLabel(text.name).fill(fields.name);
  await page.getByLabel(text.email).fill(fields.email);
  await page.getByLabel(text.subject, { exact: true }).fill(fields.subject);
  await page.getByLabel(text.message).fill(fields.message);
  await page.getByRole("button", { name: text.send }).click();
  await expect(page.getByRole("heading", { level: 1, name: text.sentTitle })).toBeVisible();
  const reference = (await page.getByTestId("contact-reference").textContent()) ?? "";
  expect(reference).toMatch(/^CM-[A-Z0-9]{6}$/);
  return reference;
}

/** The brand's admin on the admin host opens the message by its subject and answers it. */
async function answerFromInbox(page: Page, brand: string, lng: Lng, subject: string, answer: string, js = true) {
  const text = TEXT[lng];
  await openAsAdmin(page, tenantUrl(`admin.${brand}`, `/${lng}/admin/messages`), `admin-${brand}`, {
    javaScriptEnabled: js,
    cookieChoice: false,
  });
  await expect(page.getByTestId("messages-tab-new")).toHaveAttribute("aria-current", "page");
  // The admin host asks for cookie consent of its own, and on a phone its banner covers the answer's button.
  const banner = page.getByTestId("cookie-banner");
  await banner.getByRole("button", { name: text.necessaryCookies }).click();
  await expect(banner).toBeHidden();
  await hydrated(page, js);
  // axe runs in the page: only where the page runs scripts.
  if (js) expect(await accessibilityErrors(page)).toEqual([]);
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await hydrated(page, js);
  if (js) expect(await accessibilityErrors(page)).toEqual([]);
  await page.getByLabel(text.answerLabel).fill(answer);
  await page.getByRole("button", { name: text.sendAnswer }).click();
  await expect(page.getByTestId("message-status")).toHaveText(text.answered);
  await expect(page.getByTestId("message-answer")).toContainText(answer.split("\n")[0] ?? answer);
}

/** The answer mail in the brand's outbox (the development mail view), to the guest, in their language. */
async function answerMailArrived(page: Page, brand: string, lng: Lng, reference: string) {
  await page.goto(tenantUrl(brand, `/${lng}/dev/outbox`));
  await expect(page.getByText(`${TEXT[lng].answerSubject} ${reference}`).first()).toBeVisible();
}

test("en: a guest writes from the footer, the brand's admin answers from the inbox, the answer is mailed", async ({
  page,
}) => {
  const run = crypto.randomUUID().slice(0, 6);
  const subject = `Late arrival ${run}`;
  await page.goto(tenantUrl("harbourlofts", "/en"));
  await hydrated(page);
  await page.getByRole("contentinfo").getByRole("link", { name: TEXT.en.footer }).click();
  await expect(page).toHaveURL(tenantUrl("harbourlofts", "/en/contact"));
  await hydrated(page);
  expect(await accessibilityErrors(page)).toEqual([]);
  const reference = await sendMessage(page, "en", {
    name: "Lena Late",
    email: `lena-${run}@example.com`,
    subject,
    message: "We land at 23:40. Can we still check in?",
  });
  expect(await accessibilityErrors(page)).toEqual([]);

  await answerFromInbox(page, "harbourlofts", "en", subject, "Yes, the key box code comes by text message.");
  await answerMailArrived(page, "harbourlofts", "en", reference);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("de: the form keeps what was typed after an error, sends, and the admin answers as plain HTML", async ({
    page,
  }) => {
    const run = crypto.randomUUID().slice(0, 6);
    const subject = `Haustiere ${run}`;
    await page.goto(tenantUrl("alpenstay", "/de/contact"));
    const text = TEXT.de;
    await page.getByLabel(text.name).fill("Hans Hund");
    await page.getByLabel(text.email).fill(`hans-${run}@example.com`);
    await page.getByLabel(text.subject, { exact: true }).fill(subject);
    await page.getByRole("button", { name: text.send }).click();
    // The server's answer: the translated error, and the typed values still there.
    await expect(page.getByText(text.messageRequired)).toBeVisible();
    await expect(page.getByLabel(text.subject, { exact: true })).toHaveValue(subject);
    await expect(page.getByLabel(text.name)).toHaveValue("Hans Hund");
    const reference = await sendMessage(page, "de", {
      name: "Hans Hund",
      email: `hans-${run}@example.com`,
      subject,
      message: "Dürfen wir unseren Hund mitbringen?",
    });

    await answerFromInbox(page, "alpenstay", "de", subject, "Ja, Hunde sind willkommen.", false);
    await answerMailArrived(page, "alpenstay", "de", reference);
  });

  test("en: a message corrected after a malformed address is delivered, and the form kept the time it was opened", async ({
    page,
  }) => {
    const run = crypto.randomUUID().slice(0, 6);
    const email = `grace-${run}@example.com`;
    const subject = `Parking ${run}`;
    await page.goto(tenantUrl("quartier", "/en/contact"));
    // The time trap's token the form was served with (the journeys run without the trap's wait:
    // the integration tests cover the wait itself; here the token must survive the error).
    const token = page.locator('input[name="form_valid_from"]');
    const served = await token.inputValue();
    const text = TEXT.en;
    await page.getByLabel(text.name).fill("Grace Hopper");
    await page.getByLabel(text.email).fill(`grace-${run}@`);
    await page.getByLabel(text.subject, { exact: true }).fill(subject);
    await page.getByLabel(text.message).fill("Is there parking nearby?");
    await page.getByRole("button", { name: text.send }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByLabel(text.message)).toHaveValue("Is there parking nearby?");
    expect(await token.inputValue()).toBe(served);

    await page.getByLabel(text.email).fill(email);
    await page.getByRole("button", { name: text.send }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.sentTitle })).toBeVisible();
    const reference = (await page.getByTestId("contact-reference").textContent()) ?? "";
    expect(reference).toMatch(/^CM-[A-Z0-9]{6}$/);
    // Delivered: the confirmation mail with that reference is in the outbox.
    await page.goto(tenantUrl("quartier", "/en/dev/outbox"));
    await expect(page.getByText(`Your message ${reference}`).first()).toBeVisible();
  });
});

// Its own brand: the journeys run in parallel, and each signs a different brand's admin in.
test("@phone en: the contact form and the inbox on a phone", async ({ page }) => {
  const run = crypto.randomUUID().slice(0, 6);
  const subject = `Cot for a baby ${run}`;
  await page.goto(tenantUrl("citynest", "/en/contact"));
  await hydrated(page);
  expect(await accessibilityErrors(page)).toEqual([]);
  await sendMessage(page, "en", {
    name: "Pat Parent",
    email: `pat-${run}@example.com`,
    subject,
    message: "Do you have a cot?",
  });
  await answerFromInbox(page, "citynest", "en", subject, "Yes, we will set one up.");
});
