// The team area's routes (spec section 2). Their real pages come with the team issue; until then
// each says what it will be for.
import { useParams } from 'react-router';
import { PlannedPage } from '../../../components/planned-page.tsx';

export const TeamDashboardPage = () => (
  <PlannedPage
    title="Team Dashboard"
    description="Your team at a glance: the next match, recent results, your place in the table and who is available."
  />
);

export const TeamRosterPage = () => (
  <PlannedPage
    title="Team Roster"
    description="For captains: add players to the team, mark who is active this season, and see who can play."
    back={{ to: '/team', label: 'Back to the team dashboard' }}
  />
);

export const TeamMatchesPage = () => (
  <PlannedPage
    title="Team Matches"
    description="Every match of your team this season: pre-match availability, line-ups, live scores and results."
    back={{ to: '/team', label: 'Back to the team dashboard' }}
  />
);

export const MatchScorePage = () => {
  const { matchId } = useParams();
  return (
    <PlannedPage
      title="Live scoring"
      description={`Score match ${matchId ?? ''} frame by frame at the table: set each round's line-up, record the winner of every frame, lock rounds and confirm the result.`}
      back={{ to: '/live', label: 'See the live scoreboard' }}
    />
  );
};
