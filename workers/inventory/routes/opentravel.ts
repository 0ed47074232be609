import { ibeUidSchema } from "../../../shared/ota/common";
import { OPENTRAVEL_CONTENT_TYPE, OPENTRAVEL_MAX_BODY_BYTES } from "../../../shared/ota/opentravel";
import { enqueueEvents } from "../deliveries/delivery-queue";
import { sha256Hex } from "../http/ids";
import type { RouteParams } from "../http/router";
import { type AriContext, type AriType, ariEdits, type DayPatch } from "../opentravel/ari-edits";
import { dayAfter } from "../opentravel/day-rows";
import { OTA_ERROR_CODE as C, issue, type OtaIssue, OTA_ERROR_TYPE as T } from "../opentravel/ota-errors";
import { type MessageHeader, parseAriMessage } from "../opentravel/parse-message";
import { ariResponseXml } from "../opentravel/response";
import { findAriAnswer, keepAriAnswer, listAriTypes, readAriCalendar } from "../repositories/ari-calendar";
import { daySettingsOf } from "../repositories/availability";
import {
  bumpPriceVersions,
  type DaySettingsWithMaxStay,
  writeCalendarDaysOfTypes,
} from "../repositories/calendar-days";
import { type ActiveChannelKey, findActiveChannelKey, touchChannelApiKey } from "../repositories/channel-connections";
import { ariOutboxStatement, outboxIds } from "../repositories/channel-events";
import { failIfUnitsBelowBookings, nightRefusedByGuard } from "../repositories/units-guard";
import { todayIso } from "../rules/calendar";
import { forget } from "../search-store/forget";
import { parseJson } from "../services/apartment-view";
import { mappingSourceOf } from "../services/channel-connection-view";
import type { RequestContext } from "./context";

/**
 * POST /api/ibe/:ibeUid/opentravel: a channel manager's ARI message (docs/decisions/0117), forwarded
 * by the brand host's /api/opentravel with its credential. Authenticated by the connection's key
 * (Authorization: Bearer, else POS/Source/RequestorID/@MessagePassword) with scope `ari` for this
 * brand; applied all or nothing in one D1 batch with the search store's `forget`; the same EchoToken
 * again answers the stored answer and writes nothing.
 */
export async function handleOpenTravel(request: Request, params: RouteParams, context: RequestContext) {
  const now = context.now;
  const answer = (
    status: number,
    header: Partial<MessageHeader> | null,
    errors: OtaIssue[],
    warnings: OtaIssue[] = [],
  ) =>
    xml(
      status,
      ariResponseXml({
        requestRoot: header?.root ?? null,
        echoToken: header?.echoToken ?? null,
        version: header?.version ?? null,
        timeStamp: now.toISOString(),
        errors,
        warnings,
      }),
    );

  const ibeUid = ibeUidSchema.safeParse(params.ibeUid);
  const body = await readLimited(request);
  if (body === null)
    return answer(413, null, [
      issue(
        T.processingException,
        C.unableToProcess,
        "",
        `The message is larger than ${OPENTRAVEL_MAX_BODY_BYTES} bytes: split it`,
      ),
    ]);
  const parsed = parseAriMessage(body);
  const secret = bearerOf(request) ?? parsed.header?.messagePassword ?? null;
  const key =
    secret && ibeUid.success ? await findActiveChannelKey(context.env.INVENTORY_DB, await sha256Hex(secret)) : null;
  // Another brand's key is no key here: nothing tells the caller whether it exists.
  if (!key || !ibeUid.success || key.ibe_uid !== ibeUid.data)
    return answer(401, parsed.header, [
      issue(
        T.authentication,
        C.authorizationError,
        "",
        "A valid API key is required (Authorization: Bearer, or POS/Source/RequestorID/@MessagePassword)",
      ),
    ]);
  if (!parseJson<string[]>(key.scopes, []).includes("ari"))
    return answer(403, parsed.header, [
      issue(T.authorization, C.authorizationError, "", "This key may not write availability and rates (scope ari)"),
    ]);
  if (!parsed.ok) return answer(400, parsed.header, parsed.issues);
  if (parsed.issues.length > 0) return answer(200, parsed.header, parsed.issues);

  const db = context.env.INVENTORY_DB;
  const echoToken = parsed.message.echoToken;
  if (echoToken) {
    const stored = await findAriAnswer(db, key.connection_id, echoToken);
    if (stored !== null) return xml(200, stored);
  }
  const types = (await listAriTypes(db, key.ibe_uid)).map(
    (row): AriType => ({
      ...mappingSourceOf(row),
      units: row.units,
      includedGuests: row.included_guests,
      currency: row.p_currency,
    }),
  );
  const ariContext: AriContext = { channel: key.channel, types, today: todayIso(now) };
  const planned = ariEdits(parsed.message, ariContext);
  if ("issues" in planned) return answer(200, parsed.header, planned.issues);
  const { edits } = planned;

  const response = ariResponseXml({
    requestRoot: parsed.header.root,
    echoToken,
    version: parsed.header.version,
    timeStamp: now.toISOString(),
    errors: [],
    warnings: edits.warnings,
  });
  const statements = await ariWrite(db, key, edits.days, types, edits.pricesChanged, now);
  // ariWrite's last statement is the ARI out events'.
  const ariOutIndex = statements.length - 1;
  if (echoToken)
    statements.push(
      keepAriAnswer(db, {
        connectionId: key.connection_id,
        echoToken,
        messageHash: await sha256Hex(body),
        response,
        at: now.toISOString(),
      }),
    );
  try {
    const results = await db.batch(statements);
    context.ctx.waitUntil(enqueueEvents(context.env.DELIVERY_QUEUE, outboxIds(results[ariOutIndex])));
  } catch (error) {
    // The same EchoToken applied meanwhile (its answer's key): this batch wrote nothing; answer that one's.
    const stored = echoToken ? await findAriAnswer(db, key.connection_id, echoToken) : null;
    if (stored !== null) return xml(200, stored);
    const night = nightRefusedByGuard(error);
    if (night)
      return answer(200, parsed.header, [
        issue(
          T.processingException,
          C.unableToProcess,
          "",
          `A booking on ${night} arrived meanwhile: nothing was written, send the message again`,
        ),
      ]);
    throw error;
  }
  return xml(200, response);
}

/** The statements of a message's edits: the days, the price versions when prices change, forget, the key's use. */
async function ariWrite(
  db: D1Database,
  key: ActiveChannelKey,
  days: ReadonlyMap<string, ReadonlyMap<string, DayPatch>>,
  types: readonly AriType[],
  pricesChanged: boolean,
  now: Date,
): Promise<D1PreparedStatement[]> {
  const ranges: [string, string, string][] = [];
  for (const [typeId, patches] of days) {
    const dates = [...patches.keys()].sort();
    ranges.push([typeId, dates[0]!, dates[dates.length - 1]!]);
  }
  const { rows, booked } = await readAriCalendar(db, ranges);
  const current = new Map(
    rows.map((row) => [`${row.apartment_type_id}|${row.date}`, { ...daySettingsOf(row), maxStay: row.max_stay }]),
  );
  const bookedOf = new Map(booked.map((b) => [`${b.apartment_type_id}|${b.night}`, b.n]));
  const byId = new Map(types.map((type) => [type.id, type]));
  const changes: { apartmentTypeId: string; changes: { date: string; after: DaySettingsWithMaxStay }[] }[] = [];
  for (const [typeId, patches] of days) {
    const typeUnits = byId.get(typeId)?.units ?? 0;
    changes.push({
      apartmentTypeId: typeId,
      changes: [...patches].map(([date, patch]) => ({
        date,
        after: dayAfter(current.get(`${typeId}|${date}`), patch, {
          booked: bookedOf.get(`${typeId}|${date}`) ?? 0,
          typeUnits,
        }),
      })),
    });
  }
  const typeIds = [...days.keys()];
  // A booking made between the read and the batch: the batch refuses units below it (decision 0114).
  const guards = changes.flatMap(({ apartmentTypeId, changes: typeChanges }) => {
    const dates = typeChanges.filter((c) => c.after.units !== null).map((c) => c.date);
    return dates.length > 0 ? [failIfUnitsBelowBookings(db, apartmentTypeId, { dates })] : [];
  });
  const houses = new Set(typeIds.map((id) => byId.get(id)?.propertyId).filter((id): id is string => id !== undefined));
  return [
    ...writeCalendarDaysOfTypes(db, changes),
    ...guards,
    ...(pricesChanged ? [bumpPriceVersions(db, typeIds)] : []),
    // Only what the calendar holds changed: the memos of type and house data stay (docs/decisions/0115).
    ...[...houses].map((property) => forget(db, { property }, "availability")),
    touchChannelApiKey(db, key.id, now.toISOString()),
    // Metasearch endpoints hear of the change (docs/decisions/0134); the sender's own connection does not.
    ariOutboxStatement(
      db,
      {
        at: now.toISOString(),
        kinds: pricesChanged ? ["availability", "rates"] : ["availability"],
        ranges: ranges.map(([apartmentTypeId, from, to]) => ({ apartmentTypeId, from, to })),
      },
      "e.connection_id <> ?4",
      [key.connection_id],
    ),
  ];
}

function xml(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": OPENTRAVEL_CONTENT_TYPE, "Cache-Control": "no-store" },
  });
}

function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "");
  return match?.[1] ?? null;
}

/** The body as text, or null when it is larger than the limit (declared or actual bytes). */
async function readLimited(request: Request): Promise<string | null> {
  if (Number(request.headers.get("Content-Length") ?? "0") > OPENTRAVEL_MAX_BODY_BYTES) return null;
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > OPENTRAVEL_MAX_BODY_BYTES) return null;
  return new TextDecoder().decode(bytes);
}
