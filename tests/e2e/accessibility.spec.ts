import { expect, type Page, type Response, test } from "@playwright/test";
import {
  bookByForms,
  type Lng,
  pastExtras,
  postGuestDetails,
  postStep,
  searchUrl,
  startCheckoutByForms,
  TEXT,
} from "./checkout-support";
import { htmlValidateErrors } from "./html-validate";
import { demoUser, signInAtProvider } from "./sign-in";
import { accessibilityErrors, E2E_PORT, hydrated, isoDateFromToday, tenantUrl, WCAG_TAGS } from "./support";

/**
 * Every kind of page, once per language, as the outside checks see it (docs/decisions/0076): its
 * server HTML under html-validate's recommended preset (tests/e2e/html-validate.ts), and the page in
 * Chromium under axe's WCAG 2.0-2.2 A/AA rules and HTML_CodeSniffer's WCAG2AA. Signed out, as a
 * signed-in guest, and as the platform's admin. Other journeys check the pages they visit in their
 * states (forms with errors, open menus); this one makes sure no kind of page is left out.
 */

// Each test visits many pages and crosses to the identity provider.
test.describe.configure({ timeout: 150_000 });

const tom = demoUser("guest-tom");
const operator = demoUser("admin-platform");
const adminUrl = (path: string) => `http://admin.quartier.localhost:${E2E_PORT}${path}`;

/** Opens `url` and checks the page as the server sent it and as the browser shows it. */
async function check(page: Page, url: string, { status = 200 }: { status?: number } = {}): Promise<string[]> {
  return checkAnswer(page, await page.goto(url), url, status);
}

/** Checks the page the browser shows after `response`, and that response's HTML. */
async function checkAnswer(
  page: Page,
  response: Response | null,
  url: string,
  status: number,
  { hydrates = !url.includes(`:${E2E_PORT + 1}/`) } = {},
): Promise<string[]> {
  expect(response?.status(), url).toBe(status);
  const html = (await response?.text()) ?? "";
  await hydrated(page, hydrates);
  const path = new URL(page.url()).pathname;
  // html-validate reads the server's HTML in this process while axe and HTML_CodeSniffer run in the
  // browser: side by side.
  const [html5, wcag] = await Promise.all([htmlValidateErrors(html), accessibilityErrors(page, { tags: WCAG_TAGS })]);
  const findings = [...html5.map((finding) => `html-validate ${finding}`), ...wcag];
  return findings.map((finding) => `${path}: ${finding}`);
}

/** Answers the cookie banner with "only necessary" and waits until it is gone. */
async function answerBanner(page: Page, lng: Lng): Promise<void> {
  const banner = page.getByTestId("cookie-banner");
  await banner.getByRole("button", { name: lng === "en" ? "Only necessary" : "Nur notwendige" }).click();
  await expect(banner).toBeHidden();
}

/** The address of the first link on the page (or `within` it) whose address matches `pattern`. */
async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link to ${pattern} on ${page.url()}`).toBeTruthy();
  return href ?? "";
}

/** Sends a form of a page from the page's origin, as its submit button would, with `values` filled in. */
async function sendForm(page: Page, path: string, values: Record<string, string>): Promise<void> {
  const status = await page.evaluate(
    async ({ path, values }) => {
      const html = await (await fetch(path)).text();
      const document = new DOMParser().parseFromString(html, "text/html");
      const form = [...document.querySelectorAll<HTMLFormElement>("main form[method=post]")].at(-1);
      if (!form) return 0;
      const body = new FormData(form);
      for (const [name, value] of Object.entries(values)) body.set(name, value);
      const response = await fetch(form.getAttribute("action") || path, { method: "POST", body });
      await response.body?.cancel();
      return response.status;
    },
    { path, values },
  );
  expect(status, `${path} takes the form`).toBeLessThan(400);
}

for (const lng of ["en", "de"] as const satisfies Lng[]) {
  // The signed-out pages in two tests of about the same length: each stays well inside its timeout on
  // a loaded machine, and the two run side by side.
  test(`the home, search, map and apartment pages, signed out (${lng})`, async ({ page }) => {
    const findings: string[] = [];
    const search = searchUrl("quartier", lng, 50);
    findings.push(...(await check(page, tenantUrl("quartier", `/${lng}`))));
    findings.push(...(await check(page, search)));
    const offer = await firstLink(page, /\/apartments\//);
    // The banner has been checked on two pages; answered now, as a visitor soon does, so axe does not
    // count the map's markers it covers (the page reserves room to scroll any of them out from under it).
    await answerBanner(page, lng);
    findings.push(...(await check(page, `${search}&view=map`)));
    findings.push(...(await check(page, offer)));
    expect(findings).toEqual([]);
  });

  test(`every other public page kind and the provider's pages, signed out (${lng})`, async ({ page }) => {
    const findings: string[] = [];
    findings.push(...(await check(page, tenantUrl("quartier", `/${lng}/contact`))));
    findings.push(...(await check(page, tenantUrl("quartier", `/${lng}/enquiry`))));
    for (const legal of ["imprint", "privacy", "terms"]) {
      findings.push(...(await check(page, tenantUrl("quartier", `/${lng}/legal/${legal}`))));
    }
    findings.push(...(await check(page, tenantUrl("quartier", `/${lng}/no-such-page`), { status: 404 })));
    findings.push(...(await check(page, tenantUrl("quartier", `/${lng}/search/Berlin?lat=north`), { status: 400 })));
    // The identity provider's pages, reached as a visitor would.
    await page.goto(tenantUrl("quartier", `/${lng}/sign-in`));
    await expect(page).toHaveURL(new RegExp(`//localhost:${E2E_PORT + 1}/`));
    findings.push(...(await check(page, page.url())));
    await page.goto(tenantUrl("quartier", `/${lng}/sign-in?register=1`));
    await expect(page).toHaveURL(new RegExp(`//localhost:${E2E_PORT + 1}/`));
    findings.push(...(await check(page, page.url())));
    expect(findings).toEqual([]);
  });

  test(`every checkout step, the confirmation and the booking's page (${lng})`, async ({ page }) => {
    const findings: string[] = [];
    const origin = tenantUrl("quartier", "");
    // By card: the booking step, extras where the apartment has them, the card step.
    const byCard = await startCheckoutByForms(page, "quartier", lng, 60, { extras: true });
    findings.push(...(await check(page, `${origin}${byCard}`)));
    const extras = await postGuestDetails(page, byCard, {
      email: `a11y-card-${lng}@example.com`,
      paymentMethod: "card",
    });
    expect(extras).toContain("/extra-services");
    findings.push(...(await check(page, `${origin}${extras}`)));
    const payment = await pastExtras(page, extras);
    expect(payment).toContain("/payment");
    findings.push(...(await check(page, `${origin}${payment}`)));
    // By bank transfer: the summary, then that checkout booked for the confirmation, the booking's own page.
    const booking = await startCheckoutByForms(page, "quartier", lng, 64);
    const summary = await pastExtras(
      page,
      await postGuestDetails(page, booking, { email: `a11y-bank-${lng}@example.com`, paymentMethod: "bankTransfer" }),
    );
    findings.push(...(await check(page, `${origin}${summary}`)));
    const confirmation = await postStep(page, summary, { intent: "next", terms: "on" });
    findings.push(...(await check(page, `${origin}${confirmation}`)));
    await expect(page.getByRole("heading", { name: TEXT[lng].confirmed })).toBeVisible();
    findings.push(
      ...(await check(
        page,
        await page
          .getByTestId("manage-link")
          .getAttribute("href")
          .then((h) => new URL(h ?? "", origin).toString()),
      )),
    );
    expect(findings).toEqual([]);
  });

  test(`every account page and the admin area's refusal, signed in as a guest (${lng})`, async ({ page }) => {
    const findings: string[] = [];
    await page.goto(tenantUrl("quartier", `/${lng}/account`));
    await signInAtProvider(page, tom);
    await page.waitForURL(tenantUrl("quartier", `/${lng}/account`));
    // An enquiry of this guest, for the page that shows one.
    await sendForm(page, `/${lng}/enquiry`, {
      company: "Analytical Engines Ltd",
      name: tom.name,
      email: tom.email,
      location: "Berlin",
      inDate: isoDateFromToday(80),
      outDate: isoDateFromToday(108),
      apartments: "1",
      guests: "2",
      budget: "4500",
      message: "Two flats near the office, please.",
    });
    for (const path of ["account", "account/bookings", "account/profile", "account/enquiries"]) {
      findings.push(...(await check(page, tenantUrl("quartier", `/${lng}/${path}`))));
    }
    findings.push(...(await check(page, await firstLink(page, /\/account\/enquiries\/[^/?]+/))));
    // Signed in, but no admin: the admin area answers with its 403 page.
    await page.goto(adminUrl(`/${lng}/admin`));
    await expect(page).toHaveURL(adminUrl(`/${lng}/admin`));
    findings.push(...(await check(page, adminUrl(`/${lng}/admin`), { status: 403 })));
    expect(findings).toEqual([]);
  });

  test(`every admin page (${lng})`, async ({ page }) => {
    const findings: string[] = [];
    // Something to show on each detail page: a booking, an enquiry and a contact message.
    await bookByForms(page, { lng, fromToday: 72, email: `a11y-admin-${lng}@example.com` });
    await sendForm(page, `/${lng}/enquiry`, {
      company: "Difference Engines GmbH",
      name: "Charles Babbage",
      email: `a11y-enquiry-${lng}@example.com`,
      location: "Berlin",
      inDate: isoDateFromToday(90),
      outDate: isoDateFromToday(120),
      apartments: "2",
      guests: "3",
      budget: "9000",
      message: "Three people for a month.",
    });
    await sendForm(page, `/${lng}/contact`, {
      name: "Charles Babbage",
      email: `a11y-contact-${lng}@example.com`,
      subject: "Parking",
      message: "Is there parking near the flats?",
    });
    await page.goto(adminUrl(`/${lng}/admin`));
    await signInAtProvider(page, operator);
    await page.waitForURL(adminUrl(`/${lng}/admin`));
    // The banner is checked on the public pages; an admin has answered it (it covers the lists' last rows).
    await hydrated(page);
    await answerBanner(page, lng);
    for (const [list, detail] of [
      ["", null],
      ["/bookings", /\/admin\/bookings\/(?!export)[^/?]+/],
      ["/enquiries", /\/admin\/enquiries\/[^/?]+/],
      ["/messages", /\/admin\/messages\/[^/?]+/],
      ["/company-codes", null],
    ] as const) {
      findings.push(...(await check(page, adminUrl(`/${lng}/admin${list}`))));
      if (detail) findings.push(...(await check(page, await firstLink(page, detail))));
    }
    expect(findings).toEqual([]);
  });
}
