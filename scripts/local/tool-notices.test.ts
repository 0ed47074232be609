import { describe, expect, it } from "vitest";
import { TOOL_NOTICES } from "./serve";

describe("the tool notices a local server leaves out", () => {
  it.each([
    "The `envFile` option is deprecated, please use `envDir: false` instead.",
    "  ➜  Local:   http://localhost:8787/",
    "  ➜  Network: use --host to expose",
    "✨ Parsed 1 valid header rule.",
    "GET /healthz 200 OK (6ms)",
  ])("hide %s", (line) => {
    expect(TOOL_NOTICES.test(line)).toBe(true);
  });

  it.each([
    "✘ [ERROR] Build failed with 1 error:",
    "Error: listen EADDRINUSE: address already in use :::8788",
    "GET /en/search/Berlin 500 Internal Server Error (31ms)",
    "Invalid environment configuration: OIDC_ISSUER: OIDC_ISSUER is required",
  ])("keep %s", (line) => {
    expect(TOOL_NOTICES.test(line)).toBe(false);
  });
});
