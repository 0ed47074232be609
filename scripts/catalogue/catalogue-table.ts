import { CATALOGUE_WITH_CHANNELS } from "../../shared/catalogue/catalogue-channels";
import { CATALOGUE_VERSION } from "../../shared/catalogue/catalogue-entries";
import { isLive } from "../../shared/catalogue/catalogue-lookup";
import { type CatalogueEntry, SERVICE_TYPES, type ServiceType } from "../../shared/catalogue/catalogue-types";
import { channelCodeName } from "../../shared/catalogue/channel-code-names";
import {
  CHANNEL_CODE_LISTS,
  CHANNEL_IDS,
  flattenChannelCodes,
  publicCodeListOf,
} from "../../shared/catalogue/channel-codes";
import { GROUP_OF_TYPE, serviceGroupOf, serviceGroups } from "../../shared/catalogue/service-groups";

export const CATALOGUE_TABLE_PATH = "docs/catalogue.md";

const TYPE_TITLES: { readonly [T in ServiceType]: string } = {
  service: "Services",
  businessService: "Business services",
  paymentMethods: "Payment methods",
  corona: "COVID-19 safety measures",
  facility: "Facilities (building and property)",
  amenity: "Amenities (inside the apartment)",
  languages: "Languages spoken by the staff",
  general: "General (house rules, kind of stay, sustainability)",
};

function cell(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("\n", " ");
}

function codesCell(entry: CatalogueEntry): string {
  return flattenChannelCodes(entry.channels)
    .map((ref) => {
      const name = channelCodeName(ref.channel, ref.codeList, ref.code);
      return `${ref.channel}.${ref.codeList} ${ref.code}${name ? ` (${cell(name)})` : ""}`;
    })
    .join("<br>");
}

function deprecationCell(entry: CatalogueEntry): string {
  if (!entry.deprecated) return "";
  return "replacedBy" in entry.deprecated ? `replaced by \`${entry.deprecated.replacedBy}\`` : "removed";
}

function groupsCell(entry: CatalogueEntry): string {
  if (!isLive(entry)) return "";
  const groups = serviceGroupOf(entry.id);
  return groups.length > 0 ? groups.join(", ") : "(not a filter)";
}

function entryRow(entry: CatalogueEntry): string {
  const cells = [
    `\`${entry.id}\``,
    entry.type,
    cell(entry.name.en),
    cell(entry.name.de),
    entry.iconId,
    String(entry.score),
    groupsCell(entry),
    codesCell(entry),
    deprecationCell(entry),
  ];
  return `| ${cells.join(" | ")} |`;
}

/** The whole catalogue as Markdown, for people to read; docs/catalogue.md must equal this output. */
export function renderCatalogueTable(entries: readonly CatalogueEntry[] = CATALOGUE_WITH_CHANNELS): string {
  const lines: string[] = [];
  const live = entries.filter(isLive);
  lines.push("# Service catalogue", "");
  lines.push(
    "Generated from `shared/catalogue/catalogue-entries.ts` by",
    "`npx jiti scripts/catalogue/generate-catalogue-table.ts`; do not edit by hand (a unit test fails when",
    "this file and the data differ).",
    "",
    `Catalogue version ${CATALOGUE_VERSION}: ${entries.length} entries, ${live.length} live,`,
    `${entries.length - live.length} deprecated. Score: 0 minor, 1 normal, 2 key criterion (also in the "popular"`,
    'filter group). "(not a filter)": the entry is shown on apartments but not offered as a search filter.',
    "",
  );

  lines.push("## Entries per type", "", "| Type | Entries | Live | Filter group |", "|---|---|---|---|");
  for (const type of SERVICE_TYPES) {
    const ofType = entries.filter((entry) => entry.type === type);
    lines.push(`| ${type} | ${ofType.length} | ${ofType.filter(isLive).length} | ${GROUP_OF_TYPE[type]} |`);
  }
  lines.push("");

  lines.push("## Filter groups", "", "| Group | Entries |", "|---|---|");
  for (const [group, members] of Object.entries(serviceGroups())) {
    lines.push(`| ${group} | ${members.map((entry) => `\`${entry.id}\``).join(", ")} |`);
  }
  lines.push("");

  lines.push(
    "## Channel code lists",
    "",
    "Codes are mapped only where the meaning matches; the name in brackets is the code's English name in",
    "the public code list (Booking.com wording for booking-com codes).",
    "",
    "| Channel | Code list | Public code list |",
    "|---|---|---|",
  );
  for (const channel of CHANNEL_IDS) {
    for (const codeList of CHANNEL_CODE_LISTS[channel]) {
      lines.push(`| ${channel} | ${codeList} | ${publicCodeListOf(channel, codeList) ?? "none published"} |`);
    }
  }
  lines.push("");

  for (const type of SERVICE_TYPES) {
    const ofType = entries.filter((entry) => entry.type === type);
    lines.push(`## ${TYPE_TITLES[type]} (\`${type}\`)`, "");
    lines.push("| Id | Type | English | German | Icon | Score | Groups | Channel codes | Deprecated |");
    lines.push("|---|---|---|---|---|---|---|---|---|");
    for (const entry of ofType) lines.push(entryRow(entry));
    lines.push("");
  }
  return lines.join("\n");
}
