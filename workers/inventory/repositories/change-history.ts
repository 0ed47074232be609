import type {
  ChangeAction,
  ChangeEntry,
  ChangeHistoryPage,
  ChangeSubject,
  FieldChange,
} from "../../../shared/ota/change-history";
import { decodeCursor, encodeCursor, newId } from "../http/ids";
import { jsonRowChunks, jsonRowValues } from "./json-rows";

/** One change to record: what it is about, who made it, and the changed fields (rules/field-changes.ts). */
export type NewChange = {
  propertyId: string;
  apartmentTypeId: string | null;
  subject: ChangeSubject;
  subjectId: string;
  action: ChangeAction;
  actor: string;
  at: string;
  changes: readonly FieldChange[];
};

/**
 * The statement that records a change. A writer puts it in the same D1 batch as its write and the
 * search store's `forget`, so the history never lists a change that did not happen, nor misses one.
 */
export function recordChange(db: D1Database, change: NewChange): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO change_history (${CHANGE_COLUMNS})
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
    )
    .bind(...changeValues(change));
}

const CHANGE_COLUMNS = "id, property_id, apartment_type_id, subject, subject_id, action, actor, at, changes";

function changeValues(change: NewChange): unknown[] {
  return [
    newId("chg"),
    change.propertyId,
    change.apartmentTypeId,
    change.subject,
    change.subjectId,
    change.action,
    change.actor,
    change.at,
    JSON.stringify(change.changes),
  ];
}

/** recordChange for many changes (an import): one statement per 512 KB of entries. */
export function recordChanges(db: D1Database, changes: readonly NewChange[]): D1PreparedStatement[] {
  return jsonRowChunks(changes.map(changeValues)).map((rows) =>
    db
      .prepare(`INSERT INTO change_history (${CHANGE_COLUMNS}) SELECT ${jsonRowValues(9)} FROM json_each(?1)`)
      .bind(rows),
  );
}

type ChangeRow = {
  id: string;
  property_id: string;
  apartment_type_id: string | null;
  subject: ChangeSubject;
  subject_id: string;
  action: ChangeAction;
  actor: string;
  at: string;
  changes: string;
};

/**
 * A house's changes (its own and its apartment types') or one apartment type's, newest first, a page
 * at a time (the cursor of the page's last entry).
 */
export async function listChanges(
  db: D1Database,
  of: { propertyId: string } | { apartmentTypeId: string },
  page: { limit: number; cursor?: string },
): Promise<ChangeHistoryPage> {
  const [column, id] = "propertyId" in of ? ["property_id", of.propertyId] : ["apartment_type_id", of.apartmentTypeId];
  const cursor = page.cursor ? decodeCursor(page.cursor) : null;
  const after = cursor ? "AND (at < ?3 OR (at = ?3 AND id < ?4))" : "";
  const binds: unknown[] = [id, page.limit + 1, ...(cursor ? [cursor.createdAt, cursor.id] : [])];
  const { results } = await db
    .prepare(`SELECT * FROM change_history WHERE ${column} = ?1 ${after} ORDER BY at DESC, id DESC LIMIT ?2`)
    .bind(...binds)
    .all<ChangeRow>();
  const rows = results.slice(0, page.limit);
  const last = rows.at(-1);
  return {
    items: rows.map(changeEntryOf),
    nextCursor: results.length > page.limit && last ? encodeCursor(last.at, last.id) : null,
  };
}

function changeEntryOf(row: ChangeRow): ChangeEntry {
  return {
    id: row.id,
    propertyId: row.property_id,
    apartmentTypeId: row.apartment_type_id,
    subject: row.subject,
    subjectId: row.subject_id,
    action: row.action,
    actor: row.actor,
    at: row.at,
    changes: JSON.parse(row.changes) as FieldChange[],
  };
}
