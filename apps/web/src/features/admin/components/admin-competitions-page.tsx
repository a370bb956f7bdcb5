// /admin/competitions: the current season's cups. "New cup" enters the season's teams, or for a
// singles knockout the league's players (for a doubles knockout, pairs of them); a cup picked
// from the list (?cup=) opens below it, to be drawn, published or have a tie decided.
import type { CompetitionSummary } from '@cueleague/domain/competitions/records';
import AddIcon from '@mui/icons-material/Add';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { competitionsQuery } from '../../../entities/competitions/api/competitions-api.ts';
import { entrantWords } from '../../../entities/competitions/bracket-view.ts';
import { currentSeasonQuery } from '../../../entities/seasons/api/seasons-api.ts';
import { teamsQuery } from '../../../entities/teams/api/teams-api.ts';
import { AdminListPage } from './admin-list-page.tsx';
import { AdminListRow } from './admin-list.tsx';
import { CupManager } from './cup-manager.tsx';
import { NewCupDialog } from './new-cup-dialog.tsx';
import { currentSeasonStates } from './current-season-states.tsx';

const STATES: Record<CompetitionSummary['state'], string> = {
  entries: 'Not drawn yet',
  drawn: 'Drawn, not published',
  published: 'In progress',
  finished: 'Finished',
};

const TITLE = 'Cups';
const DESCRIPTION =
  "Knockout cups for the season's teams or its players: enter them, draw, publish the ties.";

/** '8 teams', or a singles knockout's '8 players', a doubles knockout's '4 pairs'. */
const entrantCount = (cup: CompetitionSummary): string => entrantWords(cup.entrantCount, cup);

export const AdminCompetitionsPage = () => {
  const season = useQuery(currentSeasonQuery());
  const seasonId = season.data?.id;
  const cups = useQuery({ ...competitionsQuery(seasonId), enabled: Boolean(seasonId) });
  const teams = useQuery({ ...teamsQuery({ seasonId }), enabled: Boolean(seasonId) });
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const open = params.get('cup');
  const openCup = (id: string | null) => setParams(id ? { cup: id } : {}, { replace: true });

  const waiting = currentSeasonStates(season, {
    title: TITLE,
    description: DESCRIPTION,
    loading: 'Loading cups',
    noSeason: "A cup is drawn from a season's teams: create the season first.",
  });
  if (waiting || !season.data) return waiting;

  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setCreating(true)}
      disabled={!teams.data}
    >
      New cup
    </Button>
  );

  return (
    <AdminListPage
      title={TITLE}
      description={DESCRIPTION}
      query={cups}
      addButton={addButton}
      loadingRows={3}
      empty={{
        icon: <EmojiEventsIcon />,
        title: 'No cups this season yet',
        text: "A cup is a knockout for the season's teams, its ties played as matches in the cup's own format.",
      }}
      row={(cup) => (
        <AdminListRow
          label={cup.name}
          secondary={`${STATES[cup.state]} · ${entrantCount(cup)}`}
          actions={
            <Button size="small" onClick={() => openCup(cup.id)} aria-label={`Manage ${cup.name}`}>
              Manage
            </Button>
          }
        />
      )}
    >
      {open && <CupManager key={open} id={open} onDeleted={() => openCup(null)} />}
      {creating && teams.data && (
        <NewCupDialog
          season={season.data}
          teams={teams.data}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            openCup(id);
          }}
        />
      )}
    </AdminListPage>
  );
};
