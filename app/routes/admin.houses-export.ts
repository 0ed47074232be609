import { ibeUidSchema } from "../../shared/ota/common";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { unwrapUpstream } from "../.server/http/upstream-failure.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { csvDialectFor, UTF8_BOM } from "../domain/admin/csv";
import { portfolioCsv, portfolioCsvFilename } from "../domain/admin/portfolio-csv";
import type { Route } from "./+types/admin.houses-export";

/**
 * The brand's houses, apartment types and calendar days from today as one CSV file (docs/guides/
 * portfolio-import.md) that the import page takes back; the platform's admin: every brand's, or
 * `?owner=`'s. In the dialect a spreadsheet in the page's language reads (the import reads both).
 */
export async function loader(args: Route.LoaderArgs) {
  const { tenant, platform } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const owner = ibeUidSchema.safeParse(new URL(args.request.url).searchParams.get("owner"));
  const scope = platform && owner.success ? owner.data : undefined;
  const result = await adminOtaFor(args.context).exportPortfolio(tenant.ibeUid, scope);
  const portfolio = unwrapUpstream(result, { log: "admin: portfolio export unavailable" });
  const filename = portfolioCsvFilename(
    scope ?? (platform ? "all" : tenant.ibeUid),
    new Date().toISOString().slice(0, 10),
  );
  return new Response(`${UTF8_BOM}${portfolioCsv(portfolio, csvDialectFor(lng))}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
