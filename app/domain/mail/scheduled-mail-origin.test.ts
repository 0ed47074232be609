import { describe, expect, it } from "vitest";
import { scheduledMailOrigin } from "./scheduled-mail-origin";

describe("scheduledMailOrigin", () => {
  const hosts = ["alpenstay.localhost", "alpenstay.example", "www.alpenstay.example"];
  it.each([
    [hosts, { production: true }, "https://alpenstay.example"],
    [hosts, { production: false, localPort: 9550 }, "http://alpenstay.localhost:9550"],
    [hosts, { production: false }, "http://alpenstay.localhost"],
    [["only.example"], { production: false, localPort: 8787 }, "http://only.example:8787"],
    [["only.localhost"], { production: true }, "https://only.localhost"],
  ])("%j %j: %s", (brandHosts, where, origin) => {
    expect(scheduledMailOrigin({ hosts: brandHosts }, where)).toBe(origin);
  });
});
