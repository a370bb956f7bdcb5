// Entries to a cup (docs/rules.md, Knockouts, Entries): who is drawn and who is a reserve, and
// whether a captain may still enter or withdraw. Pure: the server enforces these, the web app
// uses them only to show or hide the Enter and Withdraw buttons.

/** An entry as stored: the team, and when it entered (null on an older cup, where the admin picked). */
export interface EntryTime {
  teamId: string;
  enteredAt: string | null;
}

/**
 * The entries in the order they were made (an older cup's untimed entries first, then by team
 * id so the order never depends on the database), split at the capacity: the first `capacity`
 * are drawn, the rest are reserves, first reserve first. A withdrawal moves the first reserve up.
 */
export const splitReserves = (
  entries: readonly EntryTime[],
  capacity: number | null,
): { drawn: string[]; reserves: string[] } => {
  const ordered = [...entries]
    .sort(
      (a, b) =>
        (a.enteredAt ?? '').localeCompare(b.enteredAt ?? '') || a.teamId.localeCompare(b.teamId),
    )
    .map((entry) => entry.teamId);
  const cut = capacity ?? ordered.length;
  return { drawn: ordered.slice(0, cut), reserves: ordered.slice(cut) };
};

/** A cup as the entry rules see it. */
export interface EntryWindowState {
  state: string;
  entriesCloseAt: string | null;
}

/** Whether a captain may enter a team now: the cup takes entries and its closing date is ahead. */
export const entriesOpen = (cup: EntryWindowState, now: Date): boolean =>
  cup.state === 'entries' &&
  cup.entriesCloseAt !== null &&
  now.getTime() < new Date(cup.entriesCloseAt).getTime();

/** Whether an entry may still be withdrawn: until the draw. */
export const canWithdrawEntry = (cup: EntryWindowState): boolean => cup.state === 'entries';

/**
 * Whether everyone may see a cup before it is published: while it takes entries, so captains
 * can find it. Once drawn it is the admin's alone until published, as a hand-picked cup is.
 */
export const takesEntries = (cup: EntryWindowState): boolean =>
  cup.state === 'entries' && cup.entriesCloseAt !== null;
