import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import committed from "../../shared/catalogue/channel-code-lists.json";
import { PUBLIC_CODE_LIST_IDS, type PublicCodeListId } from "../../shared/catalogue/channel-codes";
import {
  checksumOfLists,
  type DerivedCodeLists,
  extractCodeLists,
  SHARED_SOURCES,
  usedCodes,
} from "./code-list-extraction";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
// CI clones the repository with the shared folder beside it.
const sharedDir = join(repoRoot, "..", "shared", "data", "distribution-codes");
const sharedPresent = existsSync(join(sharedDir, "README.md"));

const noCodes = Object.fromEntries(PUBLIC_CODE_LIST_IDS.map((id) => [id, []])) as unknown as Record<
  PublicCodeListId,
  string[]
>;

function fakeShared(files: Record<string, unknown>): (file: string) => string {
  return (file) => JSON.stringify(files[file] ?? { entries: [] });
}

describe("channel-code-lists.json", () => {
  it("matches the shared distribution code lists, or at least its own checksum when they are absent", () => {
    const derived = committed as DerivedCodeLists;
    expect(checksumOfLists(derived.lists)).toBe(derived.checksum);
    for (const list of PUBLIC_CODE_LIST_IDS) {
      expect(derived.sources[list].file).toBe(SHARED_SOURCES[list].file);
      expect(derived.sources[list].sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    if (sharedPresent) {
      // Regenerate from the shared files: same source hashes, same names, same codes.
      expect(extractCodeLists((file) => readFileSync(join(sharedDir, file), "utf8"))).toEqual(derived);
    } else {
      // Without the shared folder: the committed lists still cover exactly the codes the catalogue uses.
      const used = usedCodes();
      for (const list of PUBLIC_CODE_LIST_IDS) expect(Object.keys(derived.lists[list]), list).toEqual(used[list]);
    }
  });
});

describe("extractCodeLists", () => {
  it("keeps only the used codes, with their English names, and records source hashes", () => {
    const read = fakeShared({
      "ota-bus.json": {
        entries: [
          { code: "39", name_en: "Business center" },
          { code: "40", name_en: "Cellular phone rental" },
        ],
      },
    });
    const derived = extractCodeLists(read, { ...noCodes, "ota-bus": ["39"] });
    expect(derived.lists["ota-bus"]).toEqual({ "39": "Business center" });
    expect(derived.lists["ota-hac"]).toEqual({});
    expect(derived.sources["ota-bus"].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(derived.checksum).toBe(checksumOfLists(derived.lists));
  });

  it("separates Booking.com property (HAC) and room (RMA) codes of the same file", () => {
    const read = fakeShared({
      "booking-com-facilities.json": {
        entries: [
          { code_list: "HAC", code: "7", name_en: "ATM on site" },
          { code_list: "RMA", code: "7", name_en: "Terrace" },
        ],
      },
    });
    const derived = extractCodeLists(read, { ...noCodes, "booking-com-hac": ["7"], "booking-com-rma": ["7"] });
    expect(derived.lists["booking-com-hac"]).toEqual({ "7": "ATM on site" });
    expect(derived.lists["booking-com-rma"]).toEqual({ "7": "Terrace" });
  });

  it("prefers the OpenTravel meaning of an ambiguous card code", () => {
    const read = fakeShared({
      "payment-card-codes.json": {
        entries: [
          { code: "EC", name_en: "Electronic Cash (TravelgateX meaning)", in_ota_paymentcardcodetype: false },
          { code: "EC", name_en: "Eurocard", in_ota_paymentcardcodetype: true },
        ],
      },
    });
    expect(extractCodeLists(read, { ...noCodes, "payment-card": ["EC"] }).lists["payment-card"]).toEqual({
      EC: "Eurocard",
    });
  });

  it("refuses a code that the public list does not contain", () => {
    const read = fakeShared({ "ota-pct.json": { entries: [{ code: "3", name_en: "Apartment" }] } });
    expect(() => extractCodeLists(read, { ...noCodes, "ota-pct": ["3", "999"] })).toThrow(/ota-pct 999/);
  });
});
