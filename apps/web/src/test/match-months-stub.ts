// Stand-ins for the month-by-month match reads: GET /api/matches keeping the days `from`..`to`
// asks for, and GET /api/matches/months counted from the same list, in the stub league's zone
// (Europe/London, api-stub.ts), as the server does.
import { countMatchMonths, inDayRange } from '@cueleague/domain/match-months';

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
  ({ url }: { url: URL }) => ({
    items: countMatchMonths(
      list({ url }).items.map((item) => item.scheduledDate),
      ZONE,
    ),
  });
