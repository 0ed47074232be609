import { createHash, randomBytes } from "node:crypto";

// The provider's tests' browser and helpers: cookies kept per browser, forms read as the app's tests read them.

export type Page = { response: Response; text: string; location: string };

/** A browser's cookies for the provider, and requests that keep them. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly issuer: string) {}

  async get(url: string): Promise<Page> {
    return this.request(url, { method: "GET" });
  }

  async post(url: string, fields: Record<string, string>): Promise<Page> {
    return this.request(url, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
  }

  private async request(url: string, init: RequestInit): Promise<Page> {
    const absolute = new URL(url, this.issuer);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(absolute, { ...init, redirect: "manual", headers: { ...init.headers, cookie } });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(header) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { response, text: await response.text(), location: response.headers.get("location") ?? "" };
  }

  /**
   * Signs in on the provider's login page that an authorization request leads to, and follows the
   * redirects to the app: the page that leaves the provider (its location carries code and state).
   */
  async signInAt(authorizeUrl: string, email: string, password: string): Promise<Page> {
    const login = await this.follow(authorizeUrl);
    if (login.response.status !== 200) throw new Error(`the login page answered ${login.response.status}`);
    const form = postForm(login.text);
    const posted = await this.post(form.action, { ...form.hidden, email, password });
    if (posted.response.status !== 303) throw new Error(`the login answered ${posted.response.status}`);
    return this.follow(posted.location);
  }

  /** Follows redirects on the provider until one leaves it (to the app) or a page answers. */
  async follow(url: string): Promise<Page> {
    let result = await this.get(url);
    while (result.response.status >= 300 && result.response.status < 400 && result.location.startsWith(this.issuer)) {
      result = await this.get(result.location);
    }
    if (result.response.status >= 300 && result.response.status < 400 && result.location.startsWith("/")) {
      return this.follow(new URL(result.location, this.issuer).toString());
    }
    return result;
  }
}

/** The first `<form method="post">` of a page: its action and hidden fields, as the app's tests read it. */
export function postForm(page: string, index = 0) {
  const forms = [...page.matchAll(/<form[^>]* method="post" action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)];
  const form = forms[index];
  if (!form) throw new Error("no post form on the page");
  const hidden = Object.fromEntries(
    [...(form[2] ?? "").matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map((m) => [m[1], m[2]]),
  );
  return { action: (form[1] ?? "").replaceAll("&amp;", "&"), hidden: hidden as Record<string, string> };
}

export function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}
