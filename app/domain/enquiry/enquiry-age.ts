/** How many whole days ago (UTC calendar days) an enquiry came in: 0 for today. */
export function enquiryAgeDays(createdAt: string, now: Date): number {
  const day = (ms: number) => Math.floor(ms / 86_400_000);
  return Math.max(0, day(now.getTime()) - day(Date.parse(createdAt)));
}
