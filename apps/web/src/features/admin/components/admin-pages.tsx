// The admin routes (spec section 2). Their real pages come with the admin issue; until then each
// says what it will be for.
import { useParams } from 'react-router';
import { PlannedPage } from '../../../components/planned-page.tsx';

const toDashboard = { to: '/admin', label: 'Back to the admin dashboard' };

export const AdminDashboardPage = () => (
  <PlannedPage
    title="Admin Dashboard"
    description="Run the league: seasons, teams, players, venues and the fixture list, plus matches that need an admin (disputes, overdue results)."
  />
);

export const AdminTeamsPage = () => (
  <PlannedPage
    title="Teams"
    description="Create and rename the season's teams, set their home venue, and choose each team's captain."
    back={toDashboard}
  />
);

export const AdminScheduleMatchesPage = () => (
  <PlannedPage
    title="Schedule Matches"
    description="Generate the season's fixture list by round robin, check venue and team clashes, and add, move or delete unplayed matches."
    back={toDashboard}
  />
);

export const AdminVenuesPage = () => (
  <PlannedPage
    title="Venues"
    description="The pubs and clubs where matches are played, with their address and number of tables."
    back={toDashboard}
  />
);

export const AdminSeasonsPage = () => (
  <PlannedPage
    title="Seasons"
    description="The league's seasons: which one is current, their dates, and the points for a win and a draw."
    back={toDashboard}
  />
);

export const AdminSeasonCreatePage = () => (
  <PlannedPage
    title="Create Season"
    description="Start a new season: its name, dates and points, and whether it becomes the current one."
    back={{ to: '/admin/seasons', label: 'Back to seasons' }}
  />
);

export const AdminSeasonEditPage = () => {
  const { id } = useParams();
  return (
    <PlannedPage
      title="Edit Season"
      description={`Change season ${id ?? ''}: its name, dates and points, or make it the current season.`}
      back={{ to: '/admin/seasons', label: 'Back to seasons' }}
    />
  );
};

export const AdminPlayersPage = () => (
  <PlannedPage
    title="Players"
    description="Every player in the league: add and edit players, link them to user accounts, and place them on teams."
    back={toDashboard}
  />
);
