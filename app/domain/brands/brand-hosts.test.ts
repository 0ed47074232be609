import { describe, expect, it } from "vitest";
import { hostFailures, isHostName } from "./brand-hosts";

const OTHERS = [
  { ibeUid: "alpenstay", name: "Alpenstay", hosts: ["booking.alpenstay.example", "alpenstay.localhost"] },
  { ibeUid: "seaside", name: "Seaside", hosts: ["seaside.localhost"] },
];
const PLATFORM = ["payments.localhost", "login.quartier.example", "admin.quartier.example"];
const check = (hosts: string[], ibeUid = "seaside") =>
  hostFailures({ hosts, ibeUid, others: OTHERS, platformHosts: PLATFORM }).map((f) => [
    f.message.replace("adminBrands.checks.", ""),
    f.values?.host,
    f.values?.brand,
  ]);

describe("isHostName", () => {
  it.each([
    ["seaside.localhost", true],
    ["book.sea-side.example", true],
    ["a.b", true],
    ["localhost", false],
    ["-sea.example", false],
    ["sea-.example", false],
    ["sea..example", false],
    ["sea_side.example", false],
    ["Seaside.example", false],
    [`${"a".repeat(64)}.example`, false],
    [`${"a.".repeat(127)}ab`, false],
  ])("%s: %s", (host, expected) => {
    expect(isHostName(host)).toBe(expected);
  });
});

describe("hostFailures", () => {
  it.each([
    [["seaside.localhost", "stay.seaside.example"], []],
    [[], [["hostsMissing", undefined, undefined]]],
    [["seaside"], [["hostSyntax", "seaside", undefined]]],
    [["seaside.localhost", "seaside.localhost"], [["hostTwice", "seaside.localhost", undefined]]],
    [["alpenstay.localhost"], [["hostTaken", "alpenstay.localhost", "Alpenstay"]]],
    [["admin.alpenstay.localhost"], [["hostAdminOfOther", "admin.alpenstay.localhost", "Alpenstay"]]],
    [["admin.seaside.example"], [["hostAdminPrefix", "admin.seaside.example", undefined]]],
    [["payments.localhost"], [["hostPlatform", "payments.localhost", undefined]]],
    // Its admin host would be the platform's.
    [["quartier.example"], [["hostPlatform", "quartier.example", undefined]]],
  ])("%j: %j", (hosts, expected) => {
    expect(check(hosts)).toEqual(expected);
  });

  it("a brand's own hosts are not taken from itself", () => {
    expect(check(["seaside.localhost"], "seaside")).toEqual([]);
    expect(check(["seaside.localhost"], "newbrand")).toEqual([["hostTaken", "seaside.localhost", "Seaside"]]);
  });

  it("every failure belongs to the hosts field", () => {
    const failures = hostFailures({
      hosts: ["x", "alpenstay.localhost"],
      ibeUid: "n",
      others: OTHERS,
      platformHosts: [],
    });
    expect(failures.map((f) => f.field)).toEqual(["hosts", "hosts"]);
  });
});
