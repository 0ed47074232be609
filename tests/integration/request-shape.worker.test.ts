import { describe, expect, it } from "vitest";
import { fetchApp, postForm } from "./fetch-app";

const sameOrigin = (url: string) => ({ "Sec-Fetch-Site": "same-origin", Origin: new URL(url).origin });

async function refusal(response: Response) {
  const html = await response.text();
  return { status: response.status, title: /<h1>([^<]*)<\/h1>/.exec(html)?.[1] };
}

describe("requests no page handles get a 4xx with a translated page, never a 5xx", () => {
  it.each([
    ["/en/preferences", "This request is not accepted here"],
    ["/de/preferences", "Diese Anfrage wird hier nicht angenommen"],
    ["/en/checkout/start", "This request is not accepted here"],
    ["/en/checkout/booking?id=x", "This request is not accepted here"],
    ["/de/bookings/bk_1?token=x", "Diese Anfrage wird hier nicht angenommen"],
  ])("a JSON post to %s is 415", async (path, title) => {
    const url = `http://quartier.localhost${path}`;
    const response = await fetchApp(url, {
      method: "POST",
      body: JSON.stringify({ intent: "currency", currency: "GBP" }),
      headers: { "Content-Type": "application/json", ...sameOrigin(url) },
    });
    expect(await refusal(response)).toEqual({ status: 415, title });
  });

  it("a DELETE on a checkout step is 405 with Allow", async () => {
    const url = "http://quartier.localhost/en/checkout/booking?id=x";
    const response = await fetchApp(url, { method: "DELETE", headers: sameOrigin(url) });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
    expect((await refusal(response)).title).toBe("This request is not accepted here");
  });

  it("a form body that cannot be read is 400", async () => {
    const url = "http://quartier.localhost/en/preferences";
    const response = await fetchApp(url, {
      method: "POST",
      body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncurr',
      headers: { "Content-Type": "multipart/form-data; boundary=x", ...sameOrigin(url) },
    });
    expect(await refusal(response)).toEqual({ status: 400, title: "Please check your input" });
  });

  it("a return address with CR/LF is 400, not a broken Location header", async () => {
    const response = await postForm("http://quartier.localhost/en/preferences", {
      intent: "currency",
      currency: "GBP",
      redirectTo: "/en\r\nSet-Cookie: planted=1",
    });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().join(";")).not.toContain("planted");
  });

  it("a good preferences post still redirects back", async () => {
    const response = await postForm("http://quartier.localhost/en/preferences", {
      intent: "currency",
      currency: "GBP",
      redirectTo: "/en/search/berlin",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/search/berlin");
  });
});
