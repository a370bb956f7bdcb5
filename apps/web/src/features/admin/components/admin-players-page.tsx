// /admin/players: every player of the league, searchable; add, rename, invite by e-mail (or send
// the invite again), link to a user account (and unlink), delete, import from a CSV file. A player
// in match line-ups can't be deleted: the dialog shows the server's refusal and offers to make
// them inactive on their teams instead. Players a captain added on match night are marked "To
// check" (first in the list) until the admin says they look right; `?review` shows only those.
import type { Player, TeamPlayer } from '@cueleague/domain/entities';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { EmptyState, QueryList } from '../../../components/states.tsx';
import { pendingInvitesQuery } from '../../../entities/invites/api/invites-api.ts';
import { allPlayersQuery } from '../../../entities/players/api/players-api.ts';
import { currentSeasonQuery } from '../../../entities/seasons/api/seasons-api.ts';
import { teamPlayersQuery } from '../../../entities/teams/api/team-players-api.ts';
import { teamsQuery } from '../../../entities/teams/api/teams-api.ts';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import { usersQuery } from '../../../entities/players/api/players-admin-api.ts';
import { useConfirmAction } from '../hooks/use-confirm-action.ts';
import {
  useDeactivatePlayer,
  useDeletePlayer,
  useUnlinkAccount,
  useUpdatePlayer,
} from '../../../entities/players/hooks/use-player-actions.ts';
import { AdminList } from './admin-list.tsx';
import { AdminPlayerRow } from './admin-player-row.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ImportPlayersDialog } from './import-players-dialog.tsx';
import { InvitePlayerDialog } from './invite-player-dialog.tsx';
import { LinkAccountDialog } from './link-account-dialog.tsx';
import { PlayerFormDialog } from '../../../entities/players/components/player-form-dialog.tsx';
import { possessive } from '../../../lib/format.ts';
import { playerFullName } from '../../../entities/players/player-name.ts';

export const AdminPlayersPage = () => {
  const players = useQuery(allPlayersQuery());
  const users = useQuery(usersQuery());
  const memberships = useQuery(teamPlayersQuery({}));
  const invites = useQuery(pendingInvitesQuery());
  const season = useQuery(currentSeasonQuery());
  const teams = useQuery({
    ...teamsQuery({ seasonId: season.data?.id }),
    enabled: Boolean(season.data),
  });
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const [editing, setEditing] = useState<Player | 'new' | null>(null);
  const [linking, setLinking] = useState<Player | null>(null);
  const [inviting, setInviting] = useState<Player | null>(null);
  const [importing, setImporting] = useState(false);
  const unlink = useUnlinkAccount();
  const remove = useDeletePlayer();
  const deactivate = useDeactivatePlayer();
  const unlinking = useConfirmAction<Player>(unlink);
  const deleting = useConfirmAction<Player>(remove);
  const review = useUpdatePlayer();
  const [params, setParams] = useSearchParams();
  const reviewOnly = params.has('review');
  const toReview = (players.data ?? []).filter((player) => player.needsReview).length;

  const emails = useMemo(
    () => new Map((users.data ?? []).map((user) => [user.id, user.email])),
    [users.data],
  );
  const teamNames = useMemo(
    () => new Map((teams.data ?? []).map((team) => [team.id, team.name])),
    [teams.data],
  );
  const membershipsOf = useMemo(() => {
    const byPlayer = new Map<string, TeamPlayer[]>();
    for (const membership of memberships.data ?? [])
      byPlayer.set(membership.playerId, [...(byPlayer.get(membership.playerId) ?? []), membership]);
    return byPlayer;
  }, [memberships.data]);

  // Pending invites only mark rows: if they fail to load, the page still works without them.
  const inviteOf = useMemo(
    () => new Map((invites.data ?? []).map((invite) => [invite.playerId, invite])),
    [invites.data],
  );
  /** The team the player is active on this season: the one an invite can make them captain of. */
  const currentTeamOf = (player: Player) => {
    const membership = (membershipsOf.get(player.id) ?? []).find(
      (candidate) =>
        candidate.seasonId === season.data?.id &&
        candidate.isActive &&
        teamNames.has(candidate.teamId),
    );
    return membership
      ? { id: membership.teamId, name: teamNames.get(membership.teamId) ?? '' }
      : null;
  };

  const accountOf = (player: Player) =>
    player.userId ? (emails.get(player.userId) ?? 'a user account') : null;

  const shown = useMemo(
    () =>
      (players.data ?? [])
        .filter((player) => {
          if (reviewOnly && !player.needsReview) return false;
          if (!query) return true;
          const email = player.userId ? (emails.get(player.userId) ?? '') : '';
          return `${playerFullName(player)} ${email}`.toLowerCase().includes(query);
        })
        // Those waiting for a look first.
        .sort((a, b) => Number(Boolean(b.needsReview)) - Number(Boolean(a.needsReview))),
    [players.data, query, emails, reviewOnly],
  );

  const teamsLine = (player: Player) => {
    const current = (membershipsOf.get(player.id) ?? []).filter(
      (membership) => membership.seasonId === season.data?.id && teamNames.has(membership.teamId),
    );
    if (current.length === 0) return season.data ? `No team in ${season.data.name}` : null;
    return current.map((membership, index) => (
      <Fragment key={membership.id}>
        {index > 0 && ', '}
        <TeamLink teamId={membership.teamId}>{teamNames.get(membership.teamId) ?? ''}</TeamLink>
        {membership.isActive ? '' : ' (inactive)'}
      </Fragment>
    ));
  };

  const deletingPlayer = deleting.target;
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      Add player
    </Button>
  );
  const importButton = season.data ? (
    <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
      Import from CSV
    </Button>
  ) : null;

  // The players shown: all of them, or those found or to check.
  const list = () => {
    if (shown.length === 0 && reviewOnly)
      return (
        <EmptyState icon={<CheckCircleOutlineIcon />} title="Nothing to check">
          Players a captain adds on match night show up here for a look.
        </EmptyState>
      );
    if (shown.length === 0)
      return (
        <EmptyState icon={<SearchIcon />} title={`No player matches “${search.trim()}”`}>
          Search by first or last name, or by the e-mail of a linked account.
        </EmptyState>
      );
    return (
      <AdminList label="Players">
        {shown.map((player) => {
          const name = playerFullName(player);
          const account = accountOf(player);
          const teamLine = teamsLine(player);
          const invite = account ? undefined : inviteOf.get(player.id);
          return (
            <AdminPlayerRow
              key={player.id}
              player={player}
              name={name}
              account={account}
              addedBy={player.addedByUserId ? emails.get(player.addedByUserId) : undefined}
              invite={invite}
              teamLine={teamLine}
              on={{
                review: () => review.mutate({ id: player.id, body: { needsReview: false } }),
                invite: () => setInviting(player),
                edit: () => setEditing(player),
                link: () => setLinking(player),
                unlink: () => unlinking.ask(player),
                delete: () => {
                  deactivate.reset();
                  deleting.ask(player);
                },
              }}
            />
          );
        })}
      </AdminList>
    );
  };

  const body = (
    <QueryList
      query={players}
      loading={{ rows: 8, height: 64, label: 'Loading players' }}
      empty={
        <EmptyState
          icon={<PeopleOutlineIcon />}
          title="No players yet — add the first one"
          action={
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
              {addButton}
              {importButton}
            </Stack>
          }
        >
          Add every player who may play this season, then put them on their teams' rosters; or
          import them all, with their teams, from a spreadsheet.
        </EmptyState>
      }
    >
      {list}
    </QueryList>
  );

  return (
    <Page
      title="Players"
      description="Everyone who plays in the league: their names, the account each one signs in with, and their teams this season."
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {importButton}
          {addButton}
        </Stack>
      }
    >
      {(toReview > 0 || reviewOnly) && (
        <Alert
          severity={toReview > 0 ? 'warning' : 'success'}
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setParams(reviewOnly ? {} : { review: '' }, { replace: true })}
            >
              {reviewOnly ? 'Show everyone' : 'Show them'}
            </Button>
          }
        >
          {toReview === 0
            ? 'Every player added by a captain has been checked.'
            : `${String(toReview)} ${toReview === 1 ? 'player' : 'players'} added by captains on match night to check: is the name right, and are they not already in the league?`}
        </Alert>
      )}
      {(players.data?.length ?? 0) > 0 && (
        <SearchField
          label="Search players"
          value={search}
          onChange={setSearch}
          sx={{ mb: 2.5, width: '100%', maxWidth: { sm: 360 } }}
        />
      )}
      {body}
      {players.data && players.data.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {shown.length === players.data.length
            ? `${String(players.data.length)} players`
            : `${String(shown.length)} of ${String(players.data.length)} players`}
        </Typography>
      )}
      {importing && season.data && (
        <ImportPlayersDialog season={season.data} onClose={() => setImporting(false)} />
      )}
      {editing && (
        <PlayerFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          {...(editing === 'new' ? {} : { player: editing })}
          players={players.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {inviting && (
        <InvitePlayerDialog
          key={inviting.id}
          player={inviting}
          team={currentTeamOf(inviting)}
          pending={inviteOf.get(inviting.id)}
          onClose={() => setInviting(null)}
        />
      )}
      {linking && (
        <LinkAccountDialog key={linking.id} player={linking} onClose={() => setLinking(null)} />
      )}
      <ConfirmDialog
        {...unlinking.dialogProps}
        title={`Unlink ${unlinking.target ? possessive(playerFullName(unlinking.target)) : "the player's"} account?`}
        confirmLabel="Unlink account"
      >
        {unlinking.target ? accountOf(unlinking.target) : ''} stays, but no longer signs in as this
        player. The player's results are kept.
      </ConfirmDialog>
      <ConfirmDialog
        {...deleting.dialogProps}
        title={`Delete ${deleting.target ? playerFullName(deleting.target) : 'the player'}?`}
        confirmLabel="Delete player"
        refusedAction={
          deleting.refused && deletingPlayer ? (
            <Button
              variant="contained"
              loading={deactivate.isPending}
              onClick={() =>
                deactivate.mutate(membershipsOf.get(deletingPlayer.id) ?? [], {
                  onSuccess: deleting.close,
                })
              }
            >
              Make inactive instead
            </Button>
          ) : undefined
        }
      >
        {deleting.refused
          ? 'Frames name the players who played them, so a player with results stays. Making them inactive takes them off every team sheet while keeping their results.'
          : 'They are taken off every roster. A player who appears in match line-ups can’t be deleted.'}
      </ConfirmDialog>
    </Page>
  );
};
