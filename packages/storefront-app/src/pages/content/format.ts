/** 'March 4, 2025' for '2025-03-04' (spec §9: dates as 'Month day, year'); the date is a calendar day, so UTC. */
export function formatLongDate(isoDate: string, locale = 'en-US'): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** '6 min read' */
export function readingTime(minutes: number): string {
  return `${minutes} min read`;
}
