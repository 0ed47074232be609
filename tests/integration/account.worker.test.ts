import { describe, expect, it } from "vitest";
import { startCheckout, stays } from "./booked-stay";
import { fetchApp, postForm } from "./fetch-app";
import { signIn } from "./sign-in-flow";

const HOST = "quartier.localhost";
const nextStay = stays(400);

/** The value an input of the page carries (as rendered, HTML entities left as they are). */
function inputValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? (/ value="([^"]*)"/.exec(tag)?.[1] ?? "") : undefined;
}

function selectedOption(html: string, name: string): string | undefined {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return /<option[^>]*value="([^"]*)"[^>]*selected/.exec(select)?.[1];
}

const withCookie = (cookie: string) => ({ headers: { Cookie: cookie } });

async function newUser(lng: "en" | "de" = "en", tenant = "quartier") {
  const email = `traveller-${crypto.randomUUID().slice(0, 8)}@example.com`;
  // A new traveller each time, registered on the provider's own page, so tests never share bookings.
  const { app } = await signIn(tenant, {
    lng,
    register: { email, password: `grace-${crypto.randomUUID()}`, name: "Grace Brewster Hopper" },
  });
  return { email, cookie: app.header(), lng };
}

/** A signed-in booking through the checkout: the details step as prefilled, by bank transfer. */
async function bookSignedIn(user: { cookie: string; lng: "en" | "de" }, fields: Record<string, string> = {}) {
  const stay = nextStay();
  const { sessionId } = await startCheckout({ host: HOST, lng: user.lng, ...stay });
  const base = `http://${HOST}/${user.lng}/checkout`;
  const step = await (await fetchApp(`${base}/booking?id=${sessionId}`, withCookie(user.cookie))).text();
  const details = await postForm(
    `${base}/booking?id=${sessionId}`,
    {
      firstName: inputValue(step, "firstName") ?? "",
      lastName: inputValue(step, "lastName") ?? "",
      email: inputValue(step, "email") ?? "",
      phone: inputValue(step, "phone") || "+49 30 1234567",
      country: selectedOption(step, "country") || "DE",
      company: inputValue(step, "company") ?? "",
      billingStreet: inputValue(step, "billingStreet") ?? "",
      billingPostcode: inputValue(step, "billingPostcode") ?? "",
      billingCity: inputValue(step, "billingCity") ?? "",
      billingCountry: selectedOption(step, "billingCountry") ?? "",
      guests: "2",
      paymentMethod: "bankTransfer",
      intent: "next",
      ...fields,
    },
    { Cookie: user.cookie },
  );
  expect(details.status).toBe(303);
  const summary = await postForm(
    `${base}/summary?id=${sessionId}`,
    { intent: "next", terms: "on" },
    { Cookie: user.cookie },
  );
  expect(summary.status).toBe(303);
  const confirmation = await (await fetchApp(`http://${HOST}${summary.headers.get("Location")}`)).text();
  const reference = /Q-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec(confirmation)?.[0];
  expect(reference, "the confirmation shows a reference").toBeTruthy();
  return { step, stay, reference: reference ?? "" };
}

describe("the account pages are protected", () => {
  it.each(["/en/account/bookings", "/de/account/profile"])(
    "%s sends a signed-out visitor to sign in and back",
    async (path) => {
      const response = await fetchApp(`http://${HOST}${path}`);
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("Location") ?? "", `http://${HOST}`);
      expect(location.pathname).toBe(`/${path.split("/")[1]}/sign-in`);
      expect(location.searchParams.get("returnTo")).toBe(path);
    },
  );

  it("a session of one brand is no session on another", async () => {
    const user = await newUser("en", "quartier");
    const response = await fetchApp("http://alpenstay.localhost/en/account/bookings", withCookie(user.cookie));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toContain("/sign-in");
  });
});

describe("My bookings", () => {
  it("starts empty, then lists a booking made while signed in, linked to its page", async () => {
    const user = await newUser("en");
    const empty = await fetchApp(`http://${HOST}/en/account/bookings`, withCookie(user.cookie));
    expect(empty.status).toBe(200);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("You have no upcoming stays.");
    expect(emptyHtml).toContain("Your past stays will appear here.");

    const { step, reference, stay } = await bookSignedIn(user);
    // The details step was prefilled from the session: its name split, its e-mail.
    expect(inputValue(step, "firstName")).toBe("Grace Brewster");
    expect(inputValue(step, "lastName")).toBe("Hopper");
    expect(inputValue(step, "email")).toBe(user.email);

    const html = await (await fetchApp(`http://${HOST}/en/account/bookings`, withCookie(user.cookie))).text();
    const upcoming = /data-testid="bookings-upcoming"[\s\S]*?data-testid="bookings-past"/.exec(html)?.[0] ?? "";
    expect(upcoming).toContain(reference);
    expect(upcoming).toContain("Confirmed");
    const year = stay.from.slice(0, 4);
    expect(upcoming).toContain(year);
    expect(upcoming).toMatch(/€[\d,]+\.\d{2}/);
    const link = /href="(\/en\/bookings\/[^"]+)"/.exec(upcoming)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(link).toContain("token=");
    const manage = await fetchApp(`http://${HOST}${link}`);
    expect(manage.status).toBe(200);
    expect(await manage.text()).toContain(reference);
  });

  it("shows nothing of another traveller's bookings", async () => {
    const booker = await newUser("en");
    const { reference } = await bookSignedIn(booker);
    const other = await newUser("en");
    const html = await (await fetchApp(`http://${HOST}/en/account/bookings`, withCookie(other.cookie))).text();
    expect(html).not.toContain(reference);
    expect(html).toContain("You have no upcoming stays.");
  });

  it("speaks German on the German page: labels, dates and the total", async () => {
    const user = await newUser("de");
    const { reference } = await bookSignedIn(user);
    const html = await (await fetchApp(`http://${HOST}/de/account/bookings`, withCookie(user.cookie))).text();
    expect(html).toContain("Bevorstehende Aufenthalte");
    expect(html).toContain(reference);
    expect(html).toContain("Bestätigt");
    expect(html).toMatch(/[\d.]+,\d{2}\s€/);
    expect(html).toContain("Ihre vergangenen Aufenthalte erscheinen hier.");
  });
});

describe("Profile", () => {
  const url = `http://${HOST}/en/account/profile`;

  it("starts from the session's name, refuses bad input with 400 keeping the values, saves good input", async () => {
    const user = await newUser("en");
    const first = await (await fetchApp(url, withCookie(user.cookie))).text();
    expect(inputValue(first, "firstName")).toBe("Grace Brewster");
    expect(inputValue(first, "lastName")).toBe("Hopper");

    const bad = await postForm(
      url,
      { firstName: "Grace", lastName: "Hopper", phone: "call me", billingStreet: "1 Navy Way" },
      { Cookie: user.cookie },
    );
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Please enter a valid phone number");
    expect(badHtml).toContain("Please enter the postcode.");
    expect(inputValue(badHtml, "phone")).toBe("call me");
    expect(inputValue(badHtml, "billingStreet")).toBe("1 Navy Way");

    const good = await postForm(
      url,
      {
        firstName: "Grace",
        lastName: "Hopper",
        phone: "+1 202 555 0100",
        company: "US Navy",
        billingStreet: "1 Navy Way",
        billingPostcode: "20350",
        billingCity: "Washington",
        billingCountry: "us",
        preferredLanguage: "de",
        preferredCurrency: "USD",
      },
      { Cookie: user.cookie },
    );
    expect(good.status).toBe(302);
    expect(good.headers.get("Location")).toBe("/en/account/profile");
    const flash = good.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const saved = await (await fetchApp(url, { headers: { Cookie: `${user.cookie}; ${flash}` } })).text();
    expect(saved).toContain("Your profile has been saved.");
    expect(inputValue(saved, "phone")).toBe("+1 202 555 0100");
    expect(selectedOption(saved, "billingCountry")).toBe("US");
    expect(selectedOption(saved, "preferredLanguage")).toBe("de");
    expect(selectedOption(saved, "preferredCurrency")).toBe("USD");
  });

  it("refuses a currency the brand does not offer", async () => {
    const response = await postForm(
      "http://alpenstay.localhost/de/account/profile",
      { firstName: "Grace", lastName: "Hopper", preferredCurrency: "JPY" },
      { Cookie: (await newUser("de", "alpenstay")).cookie },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Bitte wählen Sie eine Währung aus der Liste.");
  });

  it("prefills the next booking's details from the saved profile, and the profile stays the traveller's own", async () => {
    const user = await newUser("en");
    const save = await postForm(
      url,
      {
        firstName: "Amazing",
        lastName: "Grace",
        phone: "+49 30 9876543",
        company: "Compilers GmbH",
        billingStreet: "Unter den Linden 1",
        billingPostcode: "10117",
        billingCity: "Berlin",
        billingCountry: "DE",
      },
      { Cookie: user.cookie },
    );
    expect(save.status).toBe(302);
    const { step } = await bookSignedIn(user, { travellingForBusiness: "on" });
    expect(inputValue(step, "firstName")).toBe("Amazing");
    expect(inputValue(step, "lastName")).toBe("Grace");
    expect(inputValue(step, "phone")).toBe("+49 30 9876543");
    expect(inputValue(step, "company")).toBe("Compilers GmbH");
    expect(inputValue(step, "billingCity")).toBe("Berlin");
    expect(selectedOption(step, "billingCountry")).toBe("DE");
    expect(step).toMatch(/<input[^>]*name="travellingForBusiness"[^>]*checked/);

    const other = await newUser("en");
    const theirs = await (await fetchApp(url, withCookie(other.cookie))).text();
    expect(inputValue(theirs, "phone")).toBe("");
    expect(inputValue(theirs, "firstName")).toBe("Grace Brewster");
  });

  it("never shows a token in the page", async () => {
    const user = await newUser("en");
    const html = await (await fetchApp(url, withCookie(user.cookie))).text();
    expect(html).not.toContain("test-access-token");
    expect(html).not.toContain("test-id-token");
  });
});
