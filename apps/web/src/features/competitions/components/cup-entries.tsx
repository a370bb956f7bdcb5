// A cup taking entries (docs/rules.md, Knockouts, Entries): when its entries close and how full
// it is, and for a signed-in captain an "Enter <Team>" button for each of their teams of the
// cup's season not yet entered (a captain of several teams picks one), or "Withdraw <Team>" for
// one entered. A singles knockout takes players (docs/decisions/0048): a signed-in player enters
// or withdraws themself, and its entries link to the players' pages; a doubles knockout (0049)
// takes pairs, a player entering with a partner. A players' knockout says the race each tie
// plays. The server decides (403, 409); the domain's rules only show or hide the buttons.
import { entriesOpen } from '@cueleague/domain/competitions/entries';
import type { Competition, CompetitionSummary } from '@cueleague/domain/competitions/records';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { competitionQuery } from '../../../entities/competitions/api/competitions-api.ts';
import { useAuth, type AuthState } from '../../../entities/auth/hooks/auth-context.tsx';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import {
  entrantNoun,
  isPlayersCup,
  tieRaceWords,
} from '../../../entities/competitions/bracket-view.ts';
import { SideLink } from '../../../entities/competitions/components/side-link.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { LazyPart } from '../../../components/lazy-part.tsx';
import { lazyPage } from '../../../lib/lazy-page.tsx';

const EntryButtons = lazyPage(() => import('./cup-entry-buttons.tsx').then((m) => m.EntryButtons));
const PlayerEntryButtons = lazyPage(() =>
  import('./cup-player-entry.tsx').then((m) => m.PlayerEntryButtons),
);

/** "Entries open until Thu 10 Sept, 19:00 (3 of 8)": when they close and how full the cup is. */
export const EntryWindowLine = ({ cup }: { cup: CompetitionSummary }) => {
  const timeZone = useLeagueTimezone();
  if (cup.state !== 'entries' || cup.entriesCloseAt === null) return null;
  const open = entriesOpen(cup, new Date());
  const count =
    cup.capacity === null
      ? `${String(cup.entrantCount)} entered`
      : `${String(cup.entrantCount)} of ${String(cup.capacity)}`;
  const reserves =
    cup.reserveCount > 0
      ? `, ${String(cup.reserveCount)} ${cup.reserveCount === 1 ? 'reserve' : 'reserves'}`
      : '';
  return (
    <Typography variant="body2" sx={{ mt: 0.5 }}>
      {open ? 'Entries open until' : 'Entries closed on'}{' '}
      {formatDateTime(cup.entriesCloseAt, timeZone)} ({count}
      {reserves})
    </Typography>
  );
};

/**
 * Whether the signed-in user may have an entry button: a captain in a team cup; any account (a
 * player enters themself, or with a partner) in a players' knockout.
 */
const mayEnter = (
  cup: Pick<Competition, 'kind'>,
  auth: Pick<AuthState, 'user' | 'captainOf'>,
): boolean => (isPlayersCup(cup) ? auth.user !== null : auth.captainOf.length > 0);

/**
 * The signed-in captain's Enter and Withdraw buttons (cup-entry-buttons.tsx), or in a players'
 * knockout the player's own (cup-player-entry.tsx), loaded for those who may enter only: a
 * visitor's first load of the cup page carries no write.
 */
const CaptainButtons = ({ cup }: { cup: Competition }) => (
  <LazyPart used={mayEnter(cup, useAuth())}>
    {isPlayersCup(cup) ? <PlayerEntryButtons cup={cup} /> : <EntryButtons cup={cup} />}
  </LazyPart>
);

/**
 * A list of entries, each a link to its team's page (a singles knockout's: its player's; a
 * doubles knockout's: each of its pair's).
 */
const TeamList = ({ label, teams }: { label: string; teams: Competition['entries'] }) => (
  <Stack component="section" aria-label={label} sx={{ mt: 2 }}>
    <Typography variant="h3" component="h2">
      {label}
    </Typography>
    <Stack component="ol" sx={{ m: 0, pl: 3 }}>
      {teams.map((entry) => (
        <li key={entry.teamId}>
          <SideLink teamId={entry.teamId} playerIds={entry.playerIds}>
            {entry.name}
          </SideLink>
        </li>
      ))}
    </Stack>
  </Stack>
);

/**
 * On the cup's page: the entry window, a players' knockout's race, the captain's buttons, the
 * teams entered and the reserves in the order they would move up.
 */
export const CupEntries = ({ cup }: { cup: Competition }) => {
  if (cup.state !== 'entries' || cup.entriesCloseAt === null) return null;
  const entered = cup.entries.filter((entry) => !entry.reserve);
  const reserves = cup.entries.filter((entry) => entry.reserve);
  return (
    <>
      <EntryWindowLine cup={cup} />
      {isPlayersCup(cup) && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Each tie: {tieRaceWords(cup)}.
          {cup.seasonPlayersOnly ? ' Open to players on a team’s roster this season.' : ''}
        </Typography>
      )}
      <CaptainButtons cup={cup} />
      {entered.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No {entrantNoun(cup)} has entered yet.
        </Typography>
      ) : (
        <TeamList label="Entered" teams={entered} />
      )}
      {reserves.length > 0 && <TeamList label="Reserves" teams={reserves} />}
    </>
  );
};

/**
 * In the list of cups: the entry window, and for a captain the buttons, which need the cup's
 * entries (read once, and kept for its page, offline too).
 */
export const CupRowEntries = ({ cup }: { cup: CompetitionSummary }) => {
  const auth = useAuth();
  const taking = cup.state === 'entries' && cup.entriesCloseAt !== null;
  const full = useQuery({
    ...competitionQuery(cup.id),
    enabled: taking && mayEnter(cup, auth),
  });
  if (!taking) return null;
  return (
    <>
      <EntryWindowLine cup={cup} />
      {full.data && <CaptainButtons cup={full.data} />}
    </>
  );
};
