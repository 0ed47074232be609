import { describe, expect, it } from "vitest";
import {
  type CloudflareCustomHostname,
  checkCustomHostname,
  hostnameStatusOf,
  localHostnameStatus,
} from "./custom-hostname";

const TARGET = "customers.quartier.example";

describe("which hosts may become custom hostnames", () => {
  it.each<[string, ReturnType<typeof checkCustomHostname>]>([
    ["www.seaside.example", null],
    ["book.seaside-stays.de", null],
    ["www.seaside.co.uk", null],
    ["seaside.example", "apex"],
    ["seaside.co.uk", "apex"],
    ["*.seaside.example", "wildcard"],
    ["192.0.2.10", "ip-address"],
    ["[2001:db8::1]", "ip-address"],
    ["WWW.Seaside.example", "syntax"],
    ["www.seaside.example.", "syntax"],
    ["www.-seaside.example", "syntax"],
    ["www.seaside_stays.example", "syntax"],
    ["www.seaside.123", "syntax"],
    [`www.${"a".repeat(64)}.example`, "syntax"],
    ["localhost", "syntax"],
    ["seaside.quartier.example", "platform-zone"],
    ["quartier.example", "apex"],
  ])("%s: %s", (host, refusal) => {
    expect(checkCustomHostname(host, "quartier.example")).toBe(refusal);
  });
});

describe("Cloudflare's answer as the brand page shows it", () => {
  const pending: CloudflareCustomHostname = {
    hostname: "www.seaside.example",
    status: "pending",
    ssl: {
      status: "pending_validation",
      method: "txt",
      validation_records: [{ txt_name: "_acme-challenge.www.seaside.example", txt_value: "ca-token" }],
    },
    ownership_verification: { type: "txt", name: "_cf-custom-hostname.www.seaside.example", value: "owner-token" },
  };

  it("lists the CNAME, the ownership TXT and the certificate TXT while both wait", () => {
    expect(hostnameStatusOf(pending, TARGET)).toEqual({
      host: "www.seaside.example",
      hostname: "pending",
      certificate: "pending",
      live: false,
      records: [
        { type: "CNAME", name: "www.seaside.example", value: TARGET, purpose: "routing" },
        { type: "TXT", name: "_cf-custom-hostname.www.seaside.example", value: "owner-token", purpose: "ownership" },
        { type: "TXT", name: "_acme-challenge.www.seaside.example", value: "ca-token", purpose: "certificate" },
      ],
      errors: [],
    });
  });

  it.each<[string | undefined, string | undefined, string, string, boolean, number]>([
    ["active", "active", "active", "active", true, 1],
    ["active_redeploying", "pending_expiration", "active", "active", true, 1],
    ["active", "pending_deployment", "active", "pending", false, 2],
    ["pending", "active", "pending", "active", false, 2],
    ["moved", "active", "moved", "active", false, 2],
    ["blocked", "pending_validation", "blocked", "pending", false, 3],
    ["active", "validation_timed_out", "active", "failed", false, 2],
    ["pending", "expired", "pending", "failed", false, 3],
    [undefined, undefined, "pending", "pending", false, 3],
    ["some_new_status", "initializing", "pending", "pending", false, 3],
  ])("host %s and certificate %s: %s, %s, live %s, %i records", (status, ssl, hostname, certificate, live, records) => {
    const answer = { ...pending, status, ssl: { ...pending.ssl, status: ssl } };
    const shown = hostnameStatusOf(answer, TARGET);
    expect(shown).toMatchObject({ hostname, certificate, live });
    expect(shown.records).toHaveLength(records);
  });

  it("passes on the provider's validation errors", () => {
    const answer = {
      ...pending,
      verification_errors: ["custom hostname does not CNAME to this zone."],
      ssl: { status: "pending_validation", validation_errors: [{ message: "CAA record prevents issuance" }, {}] },
    };
    expect(hostnameStatusOf(answer, TARGET).errors).toEqual([
      "custom hostname does not CNAME to this zone.",
      "CAA record prevents issuance",
    ]);
  });

  it("locally: every *.localhost host is live at once, no record to set; another host is not", () => {
    expect(localHostnameStatus("seaside.localhost")).toMatchObject({ live: true, records: [] });
    expect(localHostnameStatus("admin.seaside.localhost").live).toBe(true);
    expect(localHostnameStatus("www.seaside.example").live).toBe(false);
  });
});
