import { describe, expect, it } from "vitest";
import { CONSENT_DEFAULT, tagManagerBootScript, tagManagerScriptUrl } from "./consent-mode";

/** Runs the boot script against a stand-in window and document; what it pushed and appended. */
function boot(containerId: string) {
  const appended: { src: string; async: boolean; nonce?: string }[] = [];
  const window: { dataLayer?: unknown[] } = {};
  const document = {
    currentScript: { nonce: "n0nce" },
    createElement: () => ({}) as { src: string; async: boolean; nonce?: string },
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
  };
  new Function("window", "document", tagManagerBootScript(containerId))(window, document);
  const pushed = (window.dataLayer ?? []).map((entry) =>
    typeof entry === "object" && entry && "length" in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
  return { pushed, appended };
}

describe("the tag manager's boot script", () => {
  it("states every signal denied before the grant, grants analytics storage only, then loads the container", () => {
    const { pushed, appended } = boot("GTM-ABC123");
    expect(pushed[0]).toEqual(["consent", "default", CONSENT_DEFAULT]);
    expect(pushed[1]).toEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(pushed[2]).toMatchObject({ event: "gtm.js" });
    expect(pushed).toHaveLength(3);
    expect(appended).toEqual([
      { async: true, src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123", nonce: "n0nce" },
    ]);
  });

  it("denies all four Consent Mode v2 signals by default", () => {
    expect(CONSENT_DEFAULT).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
  });

  it("addresses the container by its id", () => {
    expect(tagManagerScriptUrl("GTM-XYZ9")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-XYZ9");
  });
});
