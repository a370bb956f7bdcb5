// Stand-ins for the month-by-month match reads: GET /api/matches keeping the days `from`..`to`
// asks for, and GET /api/matches/months counted from the same list, in the stub league's zone
// (Europe/London, api-stub.ts), as the server does.
import { inDayRange, monthOfDay } from '@cueleague/domain/match-months';
import { localDateInZone } from '@cueleague/domain/round-robin';

const ZONE = 'Europe/London';

type Dated = { scheduledDate: string };
type ListHandler = (request: { url: URL }) => { items: Dated[] };

/** The matches of `items` on the days the request's `from`/`to` name (all without them). */
export const onRequestedDays = <M extends Dated>(url: URL, items: readonly M[]): M[] =>
  items.filter((item) =>
    inDayRange(
      item.scheduledDate,
      {
        from: url.searchParams.get('from') ?? undefined,
        to: url.searchParams.get('to') ?? undefined,
      },
      ZONE,
    ),
  );

/** A GET /api/matches/months handler counting what `list` answers for the same filters. */
export const monthsOf =
  (list: ListHandler) =>
  ({ url }: { url: URL }) => {
    const months = new Map<string, { matches: number; firstDay: string }>();
    for (const { scheduledDate } of list({ url }).items) {
      const day = localDateInZone(scheduledDate, ZONE);
      const month = months.get(monthOfDay(day));
      if (!month) months.set(monthOfDay(day), { matches: 1, firstDay: day });
      else {
        month.matches += 1;
        if (day < month.firstDay) month.firstDay = day;
      }
    }
    return {
      items: [...months.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, counts]) => ({ month, ...counts })),
    };
  };
