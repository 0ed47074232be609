import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { BASELINE_SECURITY_HEADERS } from "./baseline-headers";

it("static assets get the same baseline headers as the Worker's own answers (public/_headers)", () => {
  const file = readFileSync(new URL("../../../public/_headers", import.meta.url), "utf8");
  const declared = Object.fromEntries(
    file
      .split("\n")
      .filter((line) => /^\s+\S+:/.test(line))
      .map((line) => {
        const [name, ...value] = line.trim().split(":");
        return [name, value.join(":").trim()];
      }),
  );
  expect(declared).toEqual(BASELINE_SECURITY_HEADERS);
});
