// Dates are shown in the league's time zone (a fixture at 19:30 in London reads 19:30 wherever
// the visitor is), in the visitor's own language: the browser's, or the one the server rendered
// the page's first view in (the visitor's Accept-Language, ssr/), so the app takes over the
// server's text without changing a word.

let displayLocale: string | undefined;

/** The language dates are written in from now on (undefined: the browser's own). */
export const setDisplayLocale = (locale: string | undefined): void => {
  displayLocale = locale;
};

/** The language dates are written in (undefined: the browser's own). */
export const getDisplayLocale = (): string | undefined => displayLocale;

const formatter = (timeZone: string | undefined, options: Intl.DateTimeFormatOptions) => {
  try {
    return new Intl.DateTimeFormat(displayLocale, {
      ...options,
      ...(timeZone ? { timeZone } : {}),
    });
  } catch {
    // An unknown zone name: the visitor's own zone beats no date at all.
    return new Intl.DateTimeFormat(displayLocale, options);
  }
};

export const formatDateTime = (iso: string, timeZone?: string): string =>
  formatter(timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

export const formatDate = (iso: string, timeZone?: string): string =>
  formatter(timeZone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );

/** 'Tue 1 Dec' (as the visitor's language writes it). */
export const formatDay = (iso: string, timeZone?: string): string =>
  formatter(timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));

export const formatTime = (iso: string, timeZone?: string): string =>
  formatter(timeZone, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** 'YYYY-MM-DD' of an instant in a time zone. */
export const localDateKey = (iso: string, timeZone?: string): string => {
  const parts = formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/** The Monday ('YYYY-MM-DD') of the week an instant falls in, in a time zone. */
export const weekKey = (iso: string, timeZone?: string): string => {
  const day = new Date(`${localDateKey(iso, timeZone)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
};

/** '12 Jan – 18 Jan 2026' for the week starting on a Monday key. */
export const formatWeekRange = (mondayKey: string): string => {
  const start = new Date(`${mondayKey}T12:00:00Z`);
  const end = new Date(start);
  end.setUTCDate(end.getUTCDate() + 6);
  const dayMonth = formatter('UTC', { day: 'numeric', month: 'short' });
  return `${dayMonth.format(start)} – ${formatter('UTC', { day: 'numeric', month: 'short', year: 'numeric' }).format(end)}`;
};

/** 'October 2026' for a month 'YYYY-MM'. */
export const formatMonth = (month: string): string =>
  formatter('UTC', { month: 'long', year: 'numeric' }).format(new Date(`${month}-15T12:00:00Z`));

/** 'Oct' for a month 'YYYY-MM'. */
export const formatShortMonth = (month: string): string =>
  formatter('UTC', { month: 'short' }).format(new Date(`${month}-15T12:00:00Z`));

/** A name's possessive: "Red Lion Rebels' calendar", "Anchor Sharks' captain", "Ben's team". */
export const possessive = (name: string): string =>
  /s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`;
