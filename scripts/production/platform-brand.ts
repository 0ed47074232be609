/**
 * `npm run brand:platform`: the platform's own brand for a new production database, whose admins
 * then create every other brand in the admin area (docs/guides/deploy.md, docs/decisions/0120).
 *
 *   npm run brand:platform -- --template > platform-brand.json   (the demo platform brand to edit)
 *   npm run brand:platform -- platform-brand.json                (checks it, writes platform-brand.sql)
 *   npm run brand:platform -- platform-brand.json --apply        (and runs it on the production DB)
 *
 * The SQL inserts the brand live where it is missing: an existing brand is never overwritten.
 */
import { readFile, writeFile } from "node:fs/promises";
import { seedBrandStatements } from "../../app/.server/brands/seed-brands.server.ts";
import { PLATFORM_TENANT_ID } from "../../shared/tenancy/platform-tenant.ts";
import { tenantSchema } from "../../shared/tenancy/tenant.ts";
import { TENANTS } from "../../shared/tenancy/tenant-registry.ts";
import { run } from "../local/run.ts";
import { inlineSqlParams } from "./sql-literal.ts";

const OUTPUT = "platform-brand.sql";
const args = process.argv.slice(2);

if (args.includes("--template")) {
  console.log(
    JSON.stringify(
      TENANTS.find((tenant) => tenant.ibeUid === PLATFORM_TENANT_ID),
      null,
      2,
    ),
  );
  process.exit(0);
}
const file = args.find((arg) => !arg.startsWith("--"));
if (!file) {
  console.error("Name the brand's JSON file (npm run brand:platform -- --template prints one to start from).");
  process.exit(1);
}
const parsed = tenantSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join(".") || "(brand)"}: ${issue.message}`);
  process.exit(1);
}
if (parsed.data.ibeUid !== PLATFORM_TENANT_ID) {
  console.error(`The platform's brand has the id "${PLATFORM_TENANT_ID}"; its admins are the platform's admins.`);
  process.exit(1);
}
const sql = seedBrandStatements(parsed.data, Date.now()).map(({ sql, params }) => `${inlineSqlParams(sql, params)};`);
await writeFile(OUTPUT, `${sql.join("\n")}\n`);
const execute = ["wrangler", "d1", "execute", "DB", "--remote", "--env", "production", "--file", OUTPUT];
if (args.includes("--apply")) await run("npx", execute, { CI: "true" });
else console.log(`Wrote ${OUTPUT}. Run it with: npx ${execute.join(" ")}`);
