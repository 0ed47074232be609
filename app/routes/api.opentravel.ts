import { OPENTRAVEL_CONTENT_TYPE, OPENTRAVEL_MAX_BODY_BYTES } from "../../shared/ota/opentravel";
import { adaptersOf } from "../.server/adapters.server";
import { tenantContext } from "../.server/context.server";
import { logger } from "../.server/logger.server";
import type { Route } from "./+types/api.opentravel";

/** An OpenTravel error answer of the brand host itself (the OTA answers every other). */
function hostError(status: number, code: number, text: string): Response {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<OTA_ErrorRS xmlns="http://www.opentravel.org/OTA/2003/05" TimeStamp="${new Date().toISOString()}" Version="1.0"><Errors><Error Type="12" Code="${code}" Status="NotProcessed">${text}</Error></Errors></OTA_ErrorRS>`;
  return new Response(body, {
    status,
    headers: { "Content-Type": OPENTRAVEL_CONTENT_TYPE, "Cache-Control": "no-store" },
  });
}

/**
 * POST /api/opentravel on the brand host: a channel manager's ARI message (docs/guides/channel-managers.md).
 * Thin: the body (up to the limit) and the Authorization header go to the OTA for the host's brand,
 * which authenticates the key and answers the ...RS; no cookie, no cross-site check (server to server).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return hostError(405, 450, "Only POST");
  const { tenant } = context.get(tenantContext);
  if (Number(request.headers.get("Content-Length") ?? "0") > OPENTRAVEL_MAX_BODY_BYTES)
    return hostError(413, 450, `The message is larger than ${OPENTRAVEL_MAX_BODY_BYTES} bytes: split it`);
  const body = await request.arrayBuffer();
  if (body.byteLength > OPENTRAVEL_MAX_BODY_BYTES)
    return hostError(413, 450, `The message is larger than ${OPENTRAVEL_MAX_BODY_BYTES} bytes: split it`);
  try {
    const upstream = await adaptersOf(context).ota.forwardOpenTravel(
      tenant.ibeUid,
      body,
      request.headers.get("Authorization"),
    );
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { "Content-Type": OPENTRAVEL_CONTENT_TYPE, "Cache-Control": "no-store" },
    });
  } catch (error) {
    logger.warn("opentravel: the OTA did not answer", { ibeUid: tenant.ibeUid, error: String(error) });
    return hostError(503, 187, "System currently unavailable: send the message again");
  }
}

export function loader() {
  return hostError(405, 450, "Only POST");
}
