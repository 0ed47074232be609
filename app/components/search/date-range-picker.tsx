import "dayjs/locale/de.js";
import "dayjs/locale/en-gb.js";
import { CalendarDays, ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog, Popover } from "radix-ui";
import {
  type ComponentProps,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Language } from "~/domain/tenancy/tenant";
import {
  addMonths,
  addMonthsToDate,
  clampDate,
  type DateRange,
  dayState,
  type IsoDate,
  initialFocus,
  isIsoDate,
  lastDayOfMonth,
  localeTagFor,
  localIsoDate,
  type MonthKey,
  monthMatrix,
  monthOf,
  monthsBetween,
  moveFocus,
  nightsOf,
  type RangeTarget,
  rangeFromInputs,
  selectDay,
  targetWhenOpening,
  visibleStartFor,
  type Weekday,
  weekdaysFrom,
  weekStartFor,
} from "./calendar-model";

/** Props of an input as conform's getInputProps gives them (its `key` is ignored: put it on the component). */
export type ConformInputProps = ComponentProps<"input"> & { id: string; name: string };

/** Every text the picker shows or announces. */
export type DateRangePickerTexts = {
  checkIn: string;
  checkOut: string;
  /** A field without a date. */
  addDate: string;
  /** Accessible name of the calendar (title of the phone dialog). */
  calendarTitle: string;
  previousMonth: string;
  nextMonth: string;
  clear: string;
  done: string;
  close: string;
  /** Added to today's accessible name. */
  today: string;
  chooseCheckIn: string;
  chooseCheckOut: string;
  nights: (count: number) => string;
};

export const defaultDateRangePickerTexts: DateRangePickerTexts = {
  checkIn: "Check-in",
  checkOut: "Check-out",
  addDate: "Add date",
  calendarTitle: "Choose your dates",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  clear: "Clear dates",
  done: "Done",
  close: "Close",
  today: "today",
  chooseCheckIn: "Choose your check-in date",
  chooseCheckOut: "Choose your check-out date",
  nights: (count) => (count === 1 ? "1 night" : `${count} nights`),
};

export type DateRangePickerProps = {
  lng: Language;
  /** `getInputProps(fields.inDate, { type: "date" })`; the input keeps its name and stays the form's value. */
  inDateProps: ConformInputProps;
  /** `getInputProps(fields.outDate, { type: "date" })`. */
  outDateProps: ConformInputProps;
  texts?: Partial<DateRangePickerTexts>;
  /** A BCP 47 locale for names and the first day of the week; default de-DE for de and en-GB for en. */
  locale?: string;
  /** First selectable day, YYYY-MM-DD; default the guest's today. When given it is also the inputs' `min`. */
  minDate?: string;
  /** Last selectable day, YYYY-MM-DD; default the end of the 18th month from the first one. */
  maxDate?: string;
  /** Classes of the wrapper of both fields (a two-column grid; span two columns of the form's grid). */
  className?: string;
  /** Classes of the date inputs (no JavaScript) and of the buttons that open the calendar. */
  fieldClassName?: string;
  labelClassName?: string;
  /** Shown under each field, e.g. the field's error message (its id is the input's aria-describedby). */
  checkInError?: ReactNode;
  checkOutError?: ReactNode;
  /** Called after the calendar wrote new values into the inputs. */
  onChange?: (values: { inDate: string; outDate: string }) => void;
};

const SMALL_SCREEN = "(max-width: 767px)";
/** How many months the phone dialog lists, and how far ahead the desktop calendar pages by default. */
const MONTHS_AHEAD = 18;

function subscribeSmallScreen(onChange: () => void) {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Below the md breakpoint (spec section 9): the calendar is a full-screen dialog there. */
function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribeSmallScreen,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
}

function withoutKey({ key: _key, ...props }: ConformInputProps): Omit<ConformInputProps, "key"> {
  return props;
}

/** Writes a value the way typing would, so conform (listening for `input` on the document) sees it. */
function setFieldValue(input: HTMLInputElement | null, value: string) {
  if (!input || input.value === value) return;
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

const utcDate = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

type Formats = {
  short: (date: IsoDate) => string;
  full: (date: IsoDate) => string;
  month: (month: MonthKey) => string;
  weekdayShort: (day: Weekday) => string;
  weekdayLong: (day: Weekday) => string;
};

function formatsFor(tag: string, currentYear: string): Formats {
  const make = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" });
  const short = make({ weekday: "short", day: "numeric", month: "short" });
  const shortWithYear = make({ weekday: "short", day: "numeric", month: "short", year: "numeric" });
  const full = make({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const month = make({ month: "long", year: "numeric" });
  const weekdayShort = make({ weekday: "short" });
  const weekdayLong = make({ weekday: "long" });
  // 2026-06-07 is a Sunday: add the weekday number to get any weekday.
  const weekdayDate = (day: Weekday) => new Date(Date.UTC(2026, 5, 7 + day));
  return {
    short: (date) => (date.startsWith(currentYear) ? short : shortWithYear).format(utcDate(date)),
    full: (date) => full.format(utcDate(date)),
    month: (m) => month.format(utcDate(`${m}-01`)),
    weekdayShort: (day) => weekdayShort.format(weekdayDate(day)),
    weekdayLong: (day) => weekdayLong.format(weekdayDate(day)),
  };
}

const defaultFieldClass =
  "mt-1 w-full rounded-md border border-ink/30 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-600 data-[invalid=true]:border-red-600";

/**
 * Check-in and check-out of the search form. Without JavaScript: two labelled native date inputs.
 * With JavaScript the inputs stay in the form (they hold the values that conform validates and the
 * GET submits) and two buttons open a range calendar: a popover with two months on wider screens,
 * a full-screen dialog listing the months on phones. The calendar is a WAI-ARIA date grid: arrows
 * move by day and week, PageUp/PageDown by month (Shift: year), Home/End to the week's start and
 * end, Enter/Space choose, Escape closes and returns focus. The first choice is the check-in, the
 * next later day the check-out; a day before the check-in starts over.
 */
export function DateRangePicker({
  lng,
  inDateProps,
  outDateProps,
  texts: textOverrides,
  locale,
  minDate,
  maxDate,
  className,
  fieldClassName = defaultFieldClass,
  labelClassName = "text-sm font-semibold",
  checkInError,
  checkOutError,
  onChange,
}: DateRangePickerProps) {
  const texts = { ...defaultDateRangePickerTexts, ...textOverrides };
  const hydrated = useHydrated();
  const smallScreen = useSmallScreen();
  const id = useId();
  const tag = locale ?? localeTagFor(lng);

  const inRef = useRef<HTMLInputElement>(null);
  const outRef = useRef<HTMLInputElement>(null);
  const inButton = useRef<HTMLButtonElement>(null);
  const outButton = useRef<HTMLButtonElement>(null);
  const changed = useRef(false);
  const openedFrom = useRef<RangeTarget>("start");

  const [values, setValues] = useState(() => ({
    inDate: String(inDateProps.defaultValue ?? ""),
    outDate: String(outDateProps.defaultValue ?? ""),
  }));
  /** Open while set: which field opened the calendar, and the day it counts as today. */
  const [session, setSession] = useState<{ from: RangeTarget; today: IsoDate } | null>(null);

  // Once hydrated, the inputs are the truth: a date typed before hydration, a form reset.
  useEffect(() => {
    if (!hydrated) return;
    const read = () => setValues({ inDate: inRef.current?.value ?? "", outDate: outRef.current?.value ?? "" });
    read();
    const form = inRef.current?.form;
    const onReset = () => setTimeout(read, 0);
    form?.addEventListener("reset", onReset);
    return () => form?.removeEventListener("reset", onReset);
  }, [hydrated]);

  const currentYear = (session?.today ?? localIsoDate(new Date())).slice(0, 4);
  const formats = useMemo(() => formatsFor(tag, currentYear), [tag, currentYear]);
  const weekStart = useMemo(() => weekStartFor(tag), [tag]);
  const range = rangeFromInputs(values.inDate, values.outDate);
  const nights = nightsOf(range);

  function openFrom(from: RangeTarget) {
    const read = { inDate: inRef.current?.value ?? "", outDate: outRef.current?.value ?? "" };
    setValues(read);
    changed.current = false;
    openedFrom.current = from;
    setSession({ from, today: localIsoDate(new Date()) });
  }

  function close() {
    setSession(null);
    if (changed.current) {
      // Leaving the calendar counts as leaving the fields: conform validates on blur.
      for (const input of [inRef.current, outRef.current])
        input?.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    }
  }

  function write(next: DateRange) {
    const inDate = next.start ?? "";
    const outDate = next.end ?? "";
    setFieldValue(inRef.current, inDate);
    setFieldValue(outRef.current, outDate);
    setValues({ inDate, outDate });
    changed.current = true;
    onChange?.({ inDate, outDate });
  }

  const returnFocus = (event: Event) => {
    event.preventDefault();
    (openedFrom.current === "end" ? outButton : inButton).current?.focus();
  };
  const focusActiveDay = (event: Event) => {
    event.preventDefault();
    const content = event.target instanceof HTMLElement ? event.target : null;
    const day = content?.querySelector<HTMLButtonElement>('button[data-date][tabindex="0"]');
    day?.focus();
    if (day && smallScreen) day.scrollIntoView({ block: "center" });
  };

  const min = minDate && isIsoDate(minDate) ? minDate : (session?.today ?? "");
  const max =
    maxDate && isIsoDate(maxDate) ? maxDate : min ? lastDayOfMonth(addMonths(monthOf(min), MONTHS_AHEAD - 1)) : "";
  const calendar = session ? (
    <Calendar
      layout={smallScreen ? "list" : "months"}
      formats={formats}
      weekStart={weekStart}
      min={min}
      max={max}
      today={session.today}
      initialRange={range}
      openedFrom={session.from}
      texts={texts}
      onRangeChange={write}
      onDone={close}
    />
  ) : null;

  const field = (which: RangeTarget) => {
    const props = which === "start" ? inDateProps : outDateProps;
    const value = which === "start" ? values.inDate : values.outDate;
    const label = which === "start" ? texts.checkIn : texts.checkOut;
    const buttonId = `${id}-${which}-button`;
    const labelId = `${id}-${which}-label`;
    const valueId = `${id}-${which}-value`;
    const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";
    return (
      <div className="min-w-0">
        {/* A plain line, so the label sits on the same baseline as the form's other labels. */}
        <div>
          {hydrated && which === "end" && nights !== null && nights > 0 ? (
            <span className="float-right ml-2 text-xs leading-6 font-medium text-ink/70" data-testid="stay-nights">
              {texts.nights(nights)}
            </span>
          ) : null}
          <label id={labelId} htmlFor={hydrated ? buttonId : props.id} className={labelClassName}>
            {label}
          </label>
        </div>
        {hydrated ? (
          <button
            ref={which === "start" ? inButton : outButton}
            id={buttonId}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={session !== null}
            aria-labelledby={`${labelId} ${valueId}`}
            aria-describedby={props["aria-describedby"]}
            data-invalid={invalid || undefined}
            onClick={() => openFrom(which)}
            className={`${fieldClassName} flex items-center gap-2 text-left`}
          >
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-ink/70" />
            <span id={valueId} className={`truncate ${isIsoDate(value) ? "" : "text-ink/70"}`}>
              {isIsoDate(value) ? formats.short(value) : texts.addDate}
            </span>
          </button>
        ) : null}
        <input
          {...withoutKey(props)}
          ref={which === "start" ? inRef : outRef}
          type="date"
          min={minDate && isIsoDate(minDate) ? minDate : props.min}
          // With JavaScript the input only holds the value; the button stands in for it, also when
          // conform focuses the first invalid field.
          className={hydrated ? "sr-only" : fieldClassName}
          tabIndex={hydrated ? -1 : props.tabIndex}
          aria-hidden={hydrated || undefined}
          onFocus={hydrated ? () => (which === "start" ? inButton : outButton).current?.focus() : undefined}
        />
        {which === "start" ? checkInError : checkOutError}
      </div>
    );
  };

  return (
    <>
      <Popover.Root open={session !== null && !smallScreen} onOpenChange={(open) => (open ? undefined : close())} modal>
        <Popover.Anchor asChild>
          <div className={["grid grid-cols-2 gap-3", className].filter(Boolean).join(" ")}>
            {field("start")}
            {field("end")}
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            aria-label={texts.calendarTitle}
            side="bottom"
            align="start"
            sideOffset={8}
            collisionPadding={12}
            onOpenAutoFocus={focusActiveDay}
            onCloseAutoFocus={returnFocus}
            className="z-50 rounded-xl border border-ink/10 bg-white p-4 text-ink shadow-2xl"
          >
            {calendar}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {hydrated ? (
        <Dialog.Root open={session !== null && smallScreen} onOpenChange={(open) => (open ? undefined : close())}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
            <Dialog.Content
              aria-describedby={undefined}
              onOpenAutoFocus={focusActiveDay}
              onCloseAutoFocus={returnFocus}
              className="fixed inset-0 z-50 flex flex-col bg-white text-ink"
            >
              <div className="flex items-center justify-between gap-3 border-b border-ink/10 px-4 py-3">
                <Dialog.Title className="text-lg font-semibold">{texts.calendarTitle}</Dialog.Title>
                <Dialog.Close
                  aria-label={texts.close}
                  className="-mr-2 rounded-full p-2 text-ink/80 hover:bg-surface hover:text-ink"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              {calendar}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
    </>
  );
}

type CalendarProps = {
  layout: "months" | "list";
  formats: Formats;
  weekStart: Weekday;
  min: IsoDate;
  max: IsoDate;
  today: IsoDate;
  initialRange: DateRange;
  openedFrom: RangeTarget;
  texts: DateRangePickerTexts;
  onRangeChange: (range: DateRange) => void;
  onDone: () => void;
};

/** The calendar inside the popover (two months and paging) or the phone dialog (a list of months). */
function Calendar({
  layout,
  formats,
  weekStart,
  min,
  max,
  today,
  initialRange,
  openedFrom,
  texts,
  onRangeChange,
  onDone,
}: CalendarProps) {
  const minMonth = monthOf(min);
  const maxMonth = monthOf(max);
  const [range, setRange] = useState(initialRange);
  const [target, setTarget] = useState(() => targetWhenOpening(initialRange, openedFrom));
  const [focusDate, setFocusDate] = useState(() => initialFocus(initialRange, target, min, max));
  const [first, setFirst] = useState(() => {
    const around = initialRange.start && initialRange.start >= min ? initialRange.start : focusDate;
    return visibleStartFor(focusDate, monthOf(around), 2, minMonth, maxMonth);
  });
  const [preview, setPreview] = useState<IsoDate | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const wantFocus = useRef(false);
  const statusId = useId();

  // After a keyboard move, focus follows the roving day (rendered by now, also in a new month).
  useLayoutEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    root.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const months = layout === "months" ? [first, addMonths(first, 1)] : monthsBetween(minMonth, maxMonth);
  const nights = nightsOf(range);
  const status =
    nights !== null
      ? texts.nights(nights)
      : target === "end" && range.start
        ? texts.chooseCheckOut
        : texts.chooseCheckIn;
  const summary =
    range.start !== null ? `${formats.short(range.start)} – ${range.end ? formats.short(range.end) : "…"}` : "";

  function moveTo(next: IsoDate) {
    if (next === focusDate) return; // at the first or last selectable day
    wantFocus.current = true;
    setFocusDate(next);
    if (layout === "months") setFirst((current) => visibleStartFor(next, current, 2, minMonth, maxMonth));
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    if (!(event.target instanceof HTMLElement) || !event.target.dataset.date) return;
    const next = moveFocus(focusDate, { key: event.key, shiftKey: event.shiftKey }, { weekStart, min, max });
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  }

  function choose(day: IsoDate) {
    const result = selectDay(range, target, day);
    setRange(result.range);
    setTarget(result.target);
    setFocusDate(day);
    setPreview(null);
    onRangeChange(result.range);
  }

  function clear() {
    setRange({ start: null, end: null });
    setTarget("start");
    setPreview(null);
    onRangeChange({ start: null, end: null });
  }

  function page(delta: number) {
    const latestFirst = clampDate(addMonths(maxMonth, -1), minMonth, maxMonth);
    const nextFirst = clampDate(addMonths(first, delta), minMonth, latestFirst);
    if (nextFirst === first) return;
    setFirst(nextFirst);
    // Keep the roving day on screen, so Tab still reaches the grid.
    const shownFrom = clampDate(`${nextFirst}-01`, min, max);
    const shownTo = clampDate(lastDayOfMonth(addMonths(nextFirst, 1)), min, max);
    setFocusDate(clampDate(addMonthsToDate(focusDate, delta), shownFrom, shownTo));
  }

  const canGoBack = first > minMonth;
  const canGoForward = addMonths(first, 1) < maxMonth;
  const navButton =
    "inline-flex size-9 items-center justify-center rounded-full text-ink hover:bg-surface aria-disabled:cursor-default aria-disabled:opacity-30 aria-disabled:hover:bg-transparent";

  const grids = months.map((month, index) => (
    <MonthGrid
      key={month}
      month={month}
      layout={layout}
      formats={formats}
      weekStart={weekStart}
      range={range}
      target={target}
      min={min}
      max={max}
      today={today}
      focusDate={focusDate}
      preview={preview}
      texts={texts}
      onChoose={choose}
      onFocusDay={(day) => {
        setFocusDate(day);
        setPreview(day);
      }}
      onPointDay={setPreview}
      before={
        layout === "months" && index === 0 ? (
          <button
            type="button"
            aria-label={texts.previousMonth}
            aria-disabled={!canGoBack || undefined}
            onClick={() => page(-1)}
            className={navButton}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
        ) : null
      }
      after={
        layout === "months" && index === months.length - 1 ? (
          <button
            type="button"
            aria-label={texts.nextMonth}
            aria-disabled={!canGoForward || undefined}
            onClick={() => page(1)}
            className={navButton}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        ) : null
      }
    />
  ));

  const wide = layout === "months";
  const footer = (
    <div
      className={
        wide
          ? "mt-3 flex items-center justify-between gap-4 border-t border-ink/10 pt-3"
          : "space-y-3 border-t border-ink/10 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      }
    >
      <div className="min-w-0">
        <p id={statusId} role="status" aria-live="polite" className="font-semibold" data-testid="calendar-status">
          {status}
        </p>
        <p className="min-h-5 truncate text-sm text-ink/70">{summary}</p>
      </div>
      <div className={wide ? "flex shrink-0 items-center gap-2" : "grid grid-cols-2 gap-3"}>
        <button
          type="button"
          onClick={clear}
          disabled={range.start === null}
          className={
            wide
              ? "rounded-md px-3 py-2 text-sm font-semibold underline-offset-2 hover:underline disabled:opacity-40 disabled:hover:no-underline"
              : "rounded-md border border-ink/30 px-4 py-2.5 font-semibold disabled:opacity-40"
          }
        >
          {texts.clear}
        </button>
        <button
          type="button"
          onClick={onDone}
          className={`rounded-md bg-brand font-semibold text-brand-fg hover:opacity-90 ${wide ? "px-4 py-2 text-sm" : "px-4 py-2.5"}`}
        >
          {texts.done}
        </button>
      </div>
    </div>
  );

  return wide ? (
    // biome-ignore lint/a11y/noStaticElementInteractions: key presses bubble up from the focused day buttons
    <div ref={root} onKeyDown={onKeyDown} onMouseLeave={() => setPreview(null)}>
      <div className="flex gap-8">{grids}</div>
      {footer}
    </div>
  ) : (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: key presses bubble up from the focused day buttons */}
      <div ref={root} onKeyDown={onKeyDown} className="flex-1 space-y-6 overflow-y-auto overscroll-contain px-4 py-4">
        {grids}
      </div>
      {footer}
    </>
  );
}

/** The band behind a range: from the middle of the check-in cell to the middle of the check-out cell. */
const BAND: Record<string, string> = {
  "start-range": "bg-linear-to-r from-transparent from-50% to-brand/15 to-50%",
  "middle-range": "bg-brand/15",
  "end-range": "bg-linear-to-l from-transparent from-50% to-brand/15 to-50%",
  "start-preview": "bg-linear-to-r from-transparent from-50% to-brand/10 to-50%",
  "middle-preview": "bg-brand/10",
  "end-preview": "bg-linear-to-l from-transparent from-50% to-brand/10 to-50%",
};

type MonthGridProps = {
  month: MonthKey;
  layout: "months" | "list";
  formats: Formats;
  weekStart: Weekday;
  range: DateRange;
  target: RangeTarget;
  min: IsoDate;
  max: IsoDate;
  today: IsoDate;
  focusDate: IsoDate;
  preview: IsoDate | null;
  texts: DateRangePickerTexts;
  onChoose: (day: IsoDate) => void;
  onFocusDay: (day: IsoDate) => void;
  onPointDay: (day: IsoDate) => void;
  before?: ReactNode;
  after?: ReactNode;
};

function MonthGrid({
  month,
  layout,
  formats,
  weekStart,
  range,
  target,
  min,
  max,
  today,
  focusDate,
  preview,
  texts,
  onChoose,
  onFocusDay,
  onPointDay,
  before,
  after,
}: MonthGridProps) {
  const headingId = useId();
  const rows = monthMatrix(month, weekStart, { fixedWeeks: layout === "months" });
  const wide = layout === "list";
  const previewing = target === "end" && range.start !== null && range.end === null;

  return (
    <section aria-labelledby={headingId} className={wide ? "" : "w-[17.5rem]"}>
      <div className="mb-2 flex h-9 items-center justify-between">
        {layout === "months" ? (before ?? <span className="size-9" />) : null}
        <h3 id={headingId} className="font-semibold">
          {formats.month(month)}
        </h3>
        {layout === "months" ? (after ?? <span className="size-9" />) : null}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date grid is a table with role grid */}
      <table role="grid" aria-labelledby={headingId} className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            {weekdaysFrom(weekStart).map((weekday) => (
              <th
                key={weekday}
                scope="col"
                abbr={formats.weekdayLong(weekday)}
                className="pb-1 text-xs font-medium text-ink/70"
              >
                {formats.weekdayShort(weekday)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((day, column) => {
                if (day === null) return <td key={column} className={wide ? "h-11" : "h-10"} />;
                const state = dayState(day, { range, min, max, today, preview: previewing ? preview : null });
                const edge = state.start || state.end;
                // The band behind a range (or its preview while the check-out is being chosen).
                const bandEnd =
                  range.end ??
                  (previewing && preview !== null && range.start !== null && preview > range.start ? preview : null);
                const inBand = range.start !== null && bandEnd !== null && day >= range.start && day <= bandEnd;
                const band = inBand
                  ? BAND[
                      `${day === range.start ? "start" : day === bandEnd ? "end" : "middle"}-${range.end ? "range" : "preview"}`
                    ]
                  : "";
                const label = [
                  formats.full(day),
                  state.start ? texts.checkIn : null,
                  state.end ? texts.checkOut : null,
                  state.today ? texts.today : null,
                ]
                  .filter(Boolean)
                  .join(", ");
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: the day button inside the cell takes the focus
                  <td
                    key={day}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the role=grid table
                    role="gridcell"
                    aria-selected={edge || state.inRange || undefined}
                    className={`p-0 py-0.5 text-center ${band}`}
                  >
                    <button
                      type="button"
                      data-date={day}
                      tabIndex={day === focusDate ? 0 : -1}
                      disabled={state.disabled}
                      aria-label={label}
                      aria-current={state.today ? "date" : undefined}
                      onClick={() => onChoose(day)}
                      onFocus={() => onFocusDay(day)}
                      onMouseEnter={() => onPointDay(day)}
                      className={[
                        "relative mx-auto flex items-center justify-center rounded-full text-sm tabular-nums",
                        wide ? "size-11" : "size-9",
                        state.disabled
                          ? "cursor-default text-ink/35 line-through"
                          : edge
                            ? "bg-brand font-semibold text-brand-fg"
                            : "hover:bg-brand/20",
                        state.today ? "font-bold" : "",
                        state.today && !state.disabled
                          ? "after:absolute after:bottom-1 after:left-1/2 after:size-1 after:-translate-x-1/2 after:rounded-full after:bg-current"
                          : "",
                      ].join(" ")}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
