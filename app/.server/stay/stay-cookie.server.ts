import type { RouterContextProvider } from "react-router";
import { parseStayCollection, type StayCollection } from "../../domain/stay/stay-collection";
import { configContext, tenantContext } from "../context.server";
import { stayCookie } from "../cookies.server";

type Context = Readonly<RouterContextProvider>;

/** The collection this browser keeps for the current brand, or null (none, expired, tampered, another brand's). */
export async function readStay(request: Request, context: Context): Promise<StayCollection | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("__Host-stay")) return null;
  const value: unknown = await stayCookie(context.get(configContext).SESSION_SECRET).parse(header);
  return parseStayCollection(value, context.get(tenantContext).tenant.ibeUid);
}

/** The Set-Cookie header that keeps the collection (with a fresh day), or ends it. */
export function stayCookieHeader(context: Context, collection: StayCollection | null): Promise<string> {
  const cookie = stayCookie(context.get(configContext).SESSION_SECRET);
  return collection ? cookie.serialize(collection) : cookie.serialize("", { maxAge: 0 });
}
