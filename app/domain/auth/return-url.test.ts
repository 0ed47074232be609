import { describe, expect, it } from "vitest";
import { safeReturnUrl } from "./return-url";

const HOME = "/de";

describe("safeReturnUrl", () => {
  it.each<[string | null | undefined, string]>([
    ["/de/account", "/de/account"],
    ["/en/search/Berlin?placeId=2950159&guests=2", "/en/search/Berlin?placeId=2950159&guests=2"],
    ["/en/offer#rates", "/en/offer#rates"],
    ["/", "/"],
    [null, HOME],
    [undefined, HOME],
    ["", HOME],
    ["de/account", HOME],
    ["https://evil.example/", HOME],
    ["http://quartier.localhost/de", HOME],
    ["javascript:alert(1)", HOME],
    ["//evil.example/path", HOME],
    ["///evil.example", HOME],
    ["/\\evil.example", HOME],
    ["\\\\evil.example", HOME],
    ["/de/account\r\nSet-Cookie: x=1", HOME],
    ["/de/account\nx", HOME],
    ["/\t/evil.example", HOME],
    ["/de/%0d%0aaccount", "/de/%0d%0aaccount"],
    ["/../..//evil.example", HOME],
    [`/${"a".repeat(2100)}`, HOME],
  ])("%j", (raw, expected) => {
    expect(safeReturnUrl(raw, HOME)).toBe(expected);
  });
});
