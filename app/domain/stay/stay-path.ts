/** The "Your stay" page (decision 0144). Its own module: the browser's stay bar and forms link here without zod. */
export function stayPagePath(lng: string, otherDates?: StayPageAddition): string {
  if (!otherDates) return `/${lng}/stay`;
  const query = new URLSearchParams({
    apartmentTypeId: otherDates.apartmentTypeId,
    from: otherDates.from,
    to: otherDates.to,
    guests: String(otherDates.guests),
    ...(otherDates.ratePlanId ? { ratePlanId: otherDates.ratePlanId } : {}),
  });
  return `/${lng}/stay?${query}`;
}

/** An apartment the guest chose for other dates than the collection's: the page asks what to do. */
export type StayPageAddition = {
  apartmentTypeId: string;
  ratePlanId?: string | undefined;
  from: string;
  to: string;
  guests: number;
};

/** Whether a checkout's way back is the "Your stay" page: it was started by "Book together". */
export function isStayPagePath(path: string): boolean {
  return /^\/[a-z]{2}\/stay$/.test(path);
}
