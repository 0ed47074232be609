import { z } from "zod";
import type { MessageKey } from "../../../shared/i18n/message-key";
import {
  ADMIN_BOOKING_SORTS,
  type AdminBookingFilter,
  type AdminBookingSort,
  adminBookingTextSchema,
  type SortDirection,
  sortDirectionSchema,
} from "../../../shared/ota/admin-booking";
import { bookingStatusSchema } from "../../../shared/ota/booking";
import { ibeUidSchema, idSchema, isoDateSchema } from "../../../shared/ota/common";

/**
 * The admin bookings list's whole state lives in its URL (shareable, reloadable, no JavaScript
 * needed): filters, sort and page. Reading is forgiving: a value that does not parse is left out of
 * the query, reported on its field with a translated message, and the page still lists bookings.
 */
export const BOOKING_LIST_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

export type BookingListState = {
  filter: AdminBookingFilter;
  sort: AdminBookingSort;
  dir: SortDirection;
  page: number;
  pageSize: number;
};

/** The filter fields as the URL (and the filter form) names them. */
export const FILTER_PARAMS = {
  status: "status",
  arrivalFrom: "arrivalFrom",
  arrivalTo: "arrivalTo",
  createdFrom: "createdFrom",
  createdTo: "createdTo",
  propertyId: "property",
  q: "q",
  ibeUid: "tenant",
} as const satisfies Record<keyof AdminBookingFilter, string>;
export type FilterField = keyof typeof FILTER_PARAMS;

const FIELD_RULES: { [F in FilterField]: { schema: z.ZodType<AdminBookingFilter[F]>; message: MessageKey } } = {
  status: { schema: bookingStatusSchema, message: "adminBookings.errors.status" },
  arrivalFrom: { schema: isoDateSchema, message: "adminBookings.errors.date" },
  arrivalTo: { schema: isoDateSchema, message: "adminBookings.errors.date" },
  createdFrom: { schema: isoDateSchema, message: "adminBookings.errors.date" },
  createdTo: { schema: isoDateSchema, message: "adminBookings.errors.date" },
  propertyId: { schema: idSchema, message: "adminBookings.errors.property" },
  q: { schema: adminBookingTextSchema, message: "adminBookings.errors.text" },
  ibeUid: { schema: ibeUidSchema, message: "adminBookings.errors.tenant" },
};

/** Where a column starts when first clicked: newest, biggest first for times and amounts, A-Z for text. */
const FIRST_DIRECTION: Record<AdminBookingSort, SortDirection> = {
  created: "desc",
  arrival: "desc",
  departure: "desc",
  total: "desc",
  reference: "asc",
  guest: "asc",
  property: "asc",
  status: "asc",
};

export const DEFAULT_STATE: BookingListState = {
  filter: {},
  sort: "created",
  dir: "desc",
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export type ParsedBookingList = {
  state: BookingListState;
  /** Each field's message when its value was dropped. */
  errors: Partial<Record<FilterField, MessageKey>>;
  /** What the form shows again: the values as given, the dropped ones too (no lost input). */
  values: Partial<Record<FilterField, string>>;
};

const sortSchema = z.enum(ADMIN_BOOKING_SORTS);
const pageSchema = z.coerce.number().int().min(1).max(10_000);
const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (BOOKING_LIST_PAGE_SIZES as readonly number[]).includes(n));

/**
 * Reads the list's state from its URL. `tenants`: whether a tenant filter applies (the platform admin).
 * A range given backwards is reported on its end and both ends dropped.
 */
export function parseBookingList(params: URLSearchParams, options: { tenants: boolean }): ParsedBookingList {
  const filter: Record<string, unknown> = {};
  const errors: ParsedBookingList["errors"] = {};
  const values: ParsedBookingList["values"] = {};
  for (const field of Object.keys(FILTER_PARAMS) as FilterField[]) {
    if (field === "ibeUid" && !options.tenants) continue;
    const raw = params.get(FILTER_PARAMS[field])?.trim();
    if (!raw) continue;
    values[field] = raw;
    const parsed = FIELD_RULES[field].schema.safeParse(raw);
    if (parsed.success) filter[field] = parsed.data;
    else errors[field] = FIELD_RULES[field].message;
  }
  for (const [from, to] of [
    ["arrivalFrom", "arrivalTo"],
    ["createdFrom", "createdTo"],
  ] as const) {
    const start = filter[from] as string | undefined;
    const end = filter[to] as string | undefined;
    if (start && end && start > end) {
      delete filter[from];
      delete filter[to];
      errors[to] = "adminBookings.errors.rangeOrder";
    }
  }
  const sort = sortSchema.safeParse(params.get("sort"));
  const dir = sortDirectionSchema.safeParse(params.get("dir"));
  const page = pageSchema.safeParse(params.get("page") ?? undefined);
  const pageSize = pageSizeSchema.safeParse(params.get("size") ?? undefined);
  const sortBy = sort.success ? sort.data : DEFAULT_STATE.sort;
  return {
    state: {
      filter: filter as AdminBookingFilter,
      sort: sortBy,
      dir: dir.success ? dir.data : sort.success ? FIRST_DIRECTION[sortBy] : DEFAULT_STATE.dir,
      page: page.success ? page.data : 1,
      pageSize: pageSize.success ? pageSize.data : DEFAULT_PAGE_SIZE,
    },
    errors,
    values,
  };
}

/** The URL query of a state, defaults left out so that URLs stay short: "" for the default list. */
export function bookingListSearch(state: BookingListState): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(FILTER_PARAMS) as FilterField[]) {
    const value = state.filter[field];
    if (value !== undefined) params.set(FILTER_PARAMS[field], value);
  }
  if (state.sort !== DEFAULT_STATE.sort || state.dir !== DEFAULT_STATE.dir) {
    params.set("sort", state.sort);
    params.set("dir", state.dir);
  }
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set("size", String(state.pageSize));
  if (state.page !== 1) params.set("page", String(state.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** A column header's link: the other direction for the current column, its first one otherwise; page 1. */
export function sortedBy(state: BookingListState, column: AdminBookingSort): BookingListState {
  const dir = state.sort === column ? (state.dir === "asc" ? "desc" : "asc") : FIRST_DIRECTION[column];
  return { ...state, sort: column, dir, page: 1 };
}

/** Which rows a page shows, 1-based: { first: 51, last: 100 } of 1,234; first 0 when there are none. */
export function pageRange(state: Pick<BookingListState, "page" | "pageSize">, count: number) {
  if (count === 0) return { first: 0, last: 0, pages: 1 };
  const pages = Math.ceil(count / state.pageSize);
  const page = Math.min(state.page, pages);
  return { first: (page - 1) * state.pageSize + 1, last: Math.min(page * state.pageSize, count), pages };
}
