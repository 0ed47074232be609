import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { memoised } from "../../../shared/memoised";
import type { Language } from "../../../shared/tenancy/tenant";
import { dateTimeFormat } from "../../i18n/date-time-format";
import { UiIcon } from "../icons/ui-icon";
import {
  addMonths,
  type DateRange,
  type IsoDate,
  isIsoDate,
  lastDayOfMonth,
  localeTagFor,
  localIsoDate,
  monthOf,
  nightsOf,
  type RangeTarget,
  rangeFromInputs,
  type Weekday,
} from "./calendar-model";
import { type ConformInputProps, withoutKey } from "./conform-input-props";
import type { CalendarDayInfo, DateRangePickerTexts, Formats } from "./date-range-calendar-types";

/** Props of an input as conform's getInputProps gives them (its `key` is ignored: put it on the component). */

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
  /** Per-day availability and prices (the offer page); without it every day in range can be chosen. */
  dayInfo?: CalendarDayInfo;
};

const loadCalendar = () => import("./date-range-calendar");
const CalendarSurface = lazy(loadCalendar);

const SMALL_SCREEN = "(max-width: 767px)";
/** How many months the phone dialog lists, and how far ahead the desktop calendar pages by default. */
export const MONTHS_AHEAD = 18;

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

/** Writes a value the way typing would, so conform (listening for `input` on the document) sees it. */
function setFieldValue(input: HTMLInputElement | null, value: string) {
  if (!input || input.value === value) return;
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

const utcDate = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

/** Made once per locale and year and kept: making a date format costs far more than using it. */
export const formatsFor = (tag: string, currentYear: string): Formats => formatsByKey(`${tag}|${currentYear}`);

const formatsByKey = memoised((key: string): Formats => {
  const [tag = "en", currentYear = ""] = key.split("|");
  // Each made on first use: the fields show only the short ones, the calendar (loaded later) the rest.
  const make = (options: Intl.DateTimeFormatOptions) => () => dateTimeFormat(tag, { ...options, timeZone: "UTC" });
  const short = make({ weekday: "short", day: "numeric", month: "short" });
  // A date in another year shows its year instead of its weekday: "Fri, 1 Jan 2027" is cut off in a
  // stay box's half-width field, "1 Jan 2027" is as short as "Tue 29 Dec".
  const shortWithYear = make({ day: "numeric", month: "short", year: "numeric" });
  const full = make({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const month = make({ month: "long", year: "numeric" });
  const weekdayShort = make({ weekday: "short" });
  const weekdayLong = make({ weekday: "long" });
  // 2026-06-07 is a Sunday: add the weekday number to get any weekday.
  const weekdayDate = (day: Weekday) => new Date(Date.UTC(2026, 5, 7 + day));
  return {
    short: (date) => (date.startsWith(currentYear) ? short : shortWithYear)().format(utcDate(date)),
    full: (date) => full().format(utcDate(date)),
    month: (m) => month().format(utcDate(`${m}-01`)),
    weekdayShort: (day) => weekdayShort().format(weekdayDate(day)),
    weekdayLong: (day) => weekdayLong().format(weekdayDate(day)),
  };
}, 64);

/**
 * The server renders the JavaScript look (the buttons) and the browser's scripting setting picks the
 * look before any script runs, so hydration changes nothing a visitor sees and the form can hydrate
 * late. Without scripting the native date inputs show instead.
 */
const WITH_SCRIPTING_ONLY = "[@media(scripting:none)]:hidden";
const HIDDEN_WITH_SCRIPTING = "[@media(scripting:enabled)]:sr-only";

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
  dayInfo,
}: DateRangePickerProps) {
  const texts = { ...defaultDateRangePickerTexts, ...textOverrides };
  const hydrated = useHydrated();
  const smallScreen = useSmallScreen();
  const id = useId();
  const tag = locale ?? localeTagFor(lng);

  const inRef = useRef<HTMLInputElement>(null);
  const outRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
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
  const formats = formatsFor(tag, currentYear);
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

  const min = minDate && isIsoDate(minDate) ? minDate : (session?.today ?? "");
  const max =
    maxDate && isIsoDate(maxDate) ? maxDate : min ? lastDayOfMonth(addMonths(monthOf(min), MONTHS_AHEAD - 1)) : "";

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
          {which === "end" && nights !== null && nights > 0 ? (
            <span
              className={`float-right ml-2 text-xs leading-6 font-medium text-ink/70 ${WITH_SCRIPTING_ONLY}`}
              data-testid="stay-nights"
            >
              {texts.nights(nights)}
            </span>
          ) : null}
          <label id={labelId} htmlFor={hydrated ? buttonId : props.id} className={labelClassName}>
            {label}
          </label>
        </div>
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
          // The calendar's code is not part of the page's JavaScript: a pointer over or focus on a
          // date field fetches it, so it is there by the time the calendar opens.
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          className={`${fieldClassName} flex items-center gap-2 text-left ${WITH_SCRIPTING_ONLY}`}
        >
          <UiIcon name="calendar" className="size-4 shrink-0 text-ink/70" />
          <span id={valueId} className={`truncate ${isIsoDate(value) ? "" : "text-ink/70"}`}>
            {isIsoDate(value) ? formats.short(value) : texts.addDate}
          </span>
        </button>
        <input
          {...withoutKey(props)}
          ref={which === "start" ? inRef : outRef}
          type="date"
          min={minDate && isIsoDate(minDate) ? minDate : props.min}
          // With JavaScript the input only holds the value; the button stands in for it, also when
          // conform focuses the first invalid field.
          className={hydrated ? "sr-only" : `${fieldClassName} ${HIDDEN_WITH_SCRIPTING}`}
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
      <div ref={anchorRef} className={["grid grid-cols-2 gap-3", className].filter(Boolean).join(" ")}>
        {field("start")}
        {field("end")}
      </div>
      {session ? (
        // The calendar (radix popover or dialog, month grids) loads on first open.
        <Suspense fallback={null}>
          <CalendarSurface
            anchorRef={anchorRef}
            smallScreen={smallScreen}
            tag={tag}
            formats={formats}
            min={min}
            max={max}
            today={session.today}
            initialRange={range}
            openedFrom={session.from}
            texts={texts}
            dayInfo={dayInfo}
            onRangeChange={write}
            onClose={close}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}
