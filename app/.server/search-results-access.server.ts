/**
 * The app hands out its own locations for OTA search results and remembers which tenant asked, so a
 * result can only be read back on the host of the tenant that searched.
 */
const PREFIX = "search-result:";
const TTL_SECONDS = 15 * 60;

export async function rememberSearch(env: Env, ibeUid: string, otaLocation: string): Promise<string> {
  const id = crypto.randomUUID();
  await env.SESSIONS.put(`${PREFIX}${id}`, JSON.stringify({ ibeUid, otaLocation }), { expirationTtl: TTL_SECONDS });
  return `/api/find-offers/${id}`;
}

export async function recallSearch(env: Env, ibeUid: string, id: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const stored = await env.SESSIONS.get<{ ibeUid: string; otaLocation: string }>(`${PREFIX}${id}`, "json");
  return stored && stored.ibeUid === ibeUid ? stored.otaLocation : null;
}
