import { env } from "cloudflare:test";
import { DEMO_USERS, type DemoUser } from "../../scripts/idp/demo-users";
import { fetchApp } from "./fetch-app";

declare global {
  namespace Cloudflare {
    interface Env {
      OIDC_ISSUER: string;
      TEST_APP_PORT: string;
    }
  }
}

/** A brand's origin as the provider knows it (its registered redirect and post-logout URIs carry the port). */
export function appOrigin(brand: string): string {
  return `http://${brand}.localhost:${env.TEST_APP_PORT}`;
}

/** The cookies one browser holds for one site: kept from responses, sent with requests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

type HtmlForm = {
  id: string | null;
  action: string;
  method: string;
  fields: { name: string; value: string; type: string }[];
};

/**
 * The forms of a page, read with workerd's HTMLRewriter: action, method and every named field,
 * including fields outside the form that name it (`form="id"`, as a logout confirmation's buttons do).
 */
export async function readForms(html: string, pageUrl: string): Promise<HtmlForm[]> {
  const forms: HtmlForm[] = [];
  const owned: { formId: string; field: HtmlForm["fields"][number] }[] = [];
  let current: HtmlForm | null = null;
  const rewriter = new HTMLRewriter()
    .on("form", {
      element(el) {
        const form: HtmlForm = {
          id: el.getAttribute("id"),
          action: new URL(el.getAttribute("action") ?? pageUrl, pageUrl).href,
          method: (el.getAttribute("method") ?? "get").toLowerCase(),
          fields: [],
        };
        forms.push(form);
        current = form;
        el.onEndTag(() => {
          current = null;
        });
      },
    })
    .on("input, button[name]", {
      element(el) {
        const name = el.getAttribute("name");
        if (!name) return;
        const field = { name, value: el.getAttribute("value") ?? "", type: el.getAttribute("type") ?? "text" };
        const formId = el.getAttribute("form");
        if (formId) owned.push({ formId, field });
        else current?.fields.push(field);
      },
    });
  await rewriter.transform(new Response(html)).text();
  for (const { formId, field } of owned) forms.find((f) => f.id === formId)?.fields.push(field);
  return forms;
}

function demoUser(email: string): DemoUser | undefined {
  return DEMO_USERS.find((u) => u.email === email);
}

/** Who the provider's forms are filled in for: a demo user, or a traveller who registers. */
export type Traveller = { email: string; password: string; name?: string };

/** A demo user of the local provider by e-mail address, as a traveller who signs in. */
function demoTraveller(email: string): Traveller {
  const user = demoUser(email);
  if (!user) throw new Error(`${email} is no demo user: register a traveller instead`);
  return user;
}

/**
 * Walks the provider's pages as a browser would, until it sends the browser back to the app: a page
 * with a password field is the login (the e-mail or login field and the password filled in, hidden
 * fields copied); any other page's post form (a consent or a logout confirmation) is submitted as is.
 */
export async function walkProvider(
  start: string,
  idp: CookieJar,
  traveller: Traveller,
  stopAt: string,
): Promise<string> {
  let location = start;
  for (let step = 0; step < 12; step++) {
    if (location.startsWith(stopAt)) return location;
    const response = await fetch(location, { redirect: "manual", headers: { Cookie: idp.header() } });
    idp.keep(response);
    if (response.status >= 300 && response.status < 400) {
      location = new URL(response.headers.get("Location") ?? "", location).href;
      continue;
    }
    const forms = (await readForms(await response.text(), location)).filter((f) => f.method === "post");
    const login = forms.find((f) => f.fields.some((field) => field.type === "password"));
    const form = login ?? forms[0];
    if (!form) throw new Error(`The provider's page at ${location} (${response.status}) has no form to send`);
    const body = new URLSearchParams();
    const typed: Record<string, string | undefined> = {
      email: traveller.email,
      username: traveller.email,
      password: traveller.password,
      name: traveller.name,
    };
    for (const field of form.fields) {
      const value = login ? typed[field.name] : undefined;
      if (value !== undefined) body.set(field.name, value);
      else if (field.type !== "submit" || !body.has(field.name)) body.set(field.name, field.value);
    }
    const posted = await fetch(form.action, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { Cookie: idp.header(), "Content-Type": "application/x-www-form-urlencoded" },
    });
    idp.keep(posted);
    const next = posted.headers.get("Location");
    if (!next) throw new Error(`The provider answered ${posted.status} to the form at ${form.action}`);
    location = new URL(next, form.action).href;
  }
  throw new Error("The provider did not send the browser back to the app");
}

/** The page the provider shows at the end of its redirects, with this browser's provider cookies. */
export async function providerPage(url: string, idp: CookieJar): Promise<string> {
  let location = url;
  for (let step = 0; step < 8; step++) {
    const response = await fetch(location, { redirect: "manual", headers: { Cookie: idp.header() } });
    idp.keep(response);
    const next = response.headers.get("Location");
    if (!next) return response.text();
    location = new URL(next, location).href;
  }
  throw new Error("The provider kept redirecting");
}

export type SignedIn = { app: CookieJar; idp: CookieJar; callback: Response; origin: string };

/**
 * Signs a traveller in on a brand over HTTP: the app's sign-in, the provider's pages, the app's
 * callback. A demo user by e-mail address, or `register`: a new traveller through the provider's own
 * registration page (`prompt=create`), who is then signed in.
 */
export async function signIn(
  brand: string,
  {
    email = DEMO_USERS.find((user) => user.sub === "guest-anna")?.email ?? "",
    register,
    lng = "en",
    returnTo = `/${lng}/account`,
    idp = new CookieJar(),
    app = new CookieJar(),
  }: { email?: string; register?: Traveller; lng?: string; returnTo?: string; idp?: CookieJar; app?: CookieJar } = {},
): Promise<SignedIn> {
  const origin = appOrigin(brand);
  const registering = register ? "&register=1" : "";
  const start = await fetchApp(`${origin}/${lng}/sign-in?returnTo=${encodeURIComponent(returnTo)}${registering}`, {
    headers: { Cookie: app.header() },
  });
  if (start.status !== 302) throw new Error(`sign-in answered ${start.status}`);
  app.keep(start);
  const traveller = register ?? demoTraveller(email);
  const back = await walkProvider(start.headers.get("Location") ?? "", idp, traveller, `${origin}/`);
  const callback = await fetchApp(back, { headers: { Cookie: app.header() } });
  app.keep(callback);
  return { app, idp, callback, origin };
}
