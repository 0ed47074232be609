import { Dialog, Popover } from "radix-ui";
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { UiIcon } from "../icons/ui-icon";
import {
  addMonths,
  addMonthsToDate,
  clampDate,
  type DateRange,
  dayState,
  type IsoDate,
  initialFocus,
  lastDayOfMonth,
  type MonthKey,
  monthMatrix,
  monthOf,
  monthsBetween,
  moveFocus,
  nightsOf,
  type RangeTarget,
  selectDay,
  targetWhenOpening,
  visibleStartFor,
  type Weekday,
  weekdaysFrom,
} from "./calendar-model";
import type { CalendarDayInfo, DateRangePickerTexts, Formats } from "./date-range-calendar-types";
import { weekStartFor } from "./week-start";

/**
 * The open calendar of the date range picker, loaded on first open so its code (radix popover and
 * dialog, month grids, week-start locale data) stays out of the page's initial JavaScript: a popover
 * with two months beside the fields on wider screens, a full-screen dialog listing the months on phones.
 */
export default function CalendarSurface({
  anchorRef,
  smallScreen,
  tag,
  onClose,
  onCloseAutoFocus,
  ...calendar
}: Omit<CalendarProps, "layout" | "weekStart" | "onDone"> & {
  anchorRef: RefObject<HTMLDivElement | null>;
  smallScreen: boolean;
  tag: string;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const weekStart = useMemo(() => weekStartFor(tag), [tag]);
  const focusActiveDay = (event: Event) => {
    event.preventDefault();
    const content = event.target instanceof HTMLElement ? event.target : null;
    const day = content?.querySelector<HTMLButtonElement>('button[data-date][tabindex="0"]');
    day?.focus();
    if (day && smallScreen) day.scrollIntoView({ block: "center" });
  };
  const content = (
    <Calendar {...calendar} layout={smallScreen ? "list" : "months"} weekStart={weekStart} onDone={onClose} />
  );
  const onOpenChange = (open: boolean) => (open ? undefined : onClose());
  if (smallScreen) {
    return (
      <Dialog.Root open onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content
            aria-describedby={undefined}
            onOpenAutoFocus={focusActiveDay}
            onCloseAutoFocus={onCloseAutoFocus}
            className="fixed inset-0 z-50 flex flex-col bg-white text-ink"
          >
            <div className="flex items-center justify-between gap-3 border-b border-ink/10 px-4 py-3">
              <Dialog.Title className="text-lg font-semibold">{calendar.texts.calendarTitle}</Dialog.Title>
              <Dialog.Close
                aria-label={calendar.texts.close}
                className="-mr-2 rounded-full p-2 text-ink/80 hover:bg-surface hover:text-ink"
              >
                <UiIcon name="x" className="size-5" />
              </Dialog.Close>
            </div>
            {content}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }
  return (
    <Popover.Root open onOpenChange={onOpenChange} modal>
      <Popover.Anchor virtualRef={anchorRef as RefObject<HTMLDivElement>} />
      <Popover.Portal>
        <Popover.Content
          aria-label={calendar.texts.calendarTitle}
          side="bottom"
          align="start"
          sideOffset={8}
          collisionPadding={12}
          onOpenAutoFocus={focusActiveDay}
          onCloseAutoFocus={onCloseAutoFocus}
          className="z-50 rounded-xl border border-ink/10 bg-white p-4 text-ink shadow-2xl"
        >
          {content}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
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
  dayInfo?: CalendarDayInfo;
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
  dayInfo,
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
    // An apartment's calendar (the offer page) re-prices the page with a complete stay: it closes on it.
    if (result.complete && dayInfo) onDone();
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
      dayInfo={dayInfo}
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
            <UiIcon name="chevron-left" className="size-5" />
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
            <UiIcon name="chevron-right" className="size-5" />
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
  dayInfo?: CalendarDayInfo;
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
  dayInfo,
  onChoose,
  onFocusDay,
  onPointDay,
  before,
  after,
}: MonthGridProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const onMonthShown = dayInfo?.onMonthShown;
  // Only the months that come into view load their days (two in the popover, as scrolled on phones).
  useEffect(() => {
    const element = section.current;
    if (!onMonthShown || !element) return;
    if (typeof IntersectionObserver === "undefined") return onMonthShown(month);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onMonthShown(month);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onMonthShown, month]);
  // Choosing the departure: days after the arrival are judged as departures.
  const arrival = target === "end" && range.start !== null ? range.start : null;
  const rows = monthMatrix(month, weekStart, { fixedWeeks: layout === "months" });
  const wide = layout === "list";
  const previewing = target === "end" && range.start !== null && range.end === null;

  return (
    <section ref={section} aria-labelledby={headingId} className={wide ? "" : dayInfo ? "w-[21rem]" : "w-[17.5rem]"}>
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
                const info = state.disabled ? null : (dayInfo?.describe(day, arrival) ?? null);
                const blocked = info !== null && !info.selectable;
                const label = [
                  info?.label ?? formats.full(day),
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
                      // A day the stay cannot use stays focusable (arrow keys move over it) but cannot be chosen.
                      aria-disabled={blocked || undefined}
                      aria-label={label}
                      aria-current={state.today ? "date" : undefined}
                      onClick={() => (blocked ? undefined : onChoose(day))}
                      onFocus={() => onFocusDay(day)}
                      onMouseEnter={() => onPointDay(day)}
                      className={[
                        "relative mx-auto flex items-center justify-center text-sm tabular-nums",
                        dayInfo ? "h-11 w-full flex-col rounded-lg leading-tight" : "rounded-full",
                        dayInfo ? "" : wide ? "size-11" : "size-9",
                        state.disabled || blocked
                          ? "cursor-default text-ink/40 line-through"
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
                      {info?.note ? (
                        <span aria-hidden="true" className="text-[0.625rem] font-normal no-underline">
                          {info.note}
                        </span>
                      ) : null}
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
