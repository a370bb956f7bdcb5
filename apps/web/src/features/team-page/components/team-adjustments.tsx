// A team's points adjustments on its page (docs/rules.md, Points adjustments): each figure with
// its reason, day and match, under its standing, whose points count them. A team with none shows
// no section at all.
import type { Team } from '@cueleague/domain/entities';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { Section } from '../../../components/page.tsx';
import { ErrorState } from '../../../components/states.tsx';
import { teamAdjustmentsQuery } from '../../../entities/adjustments/api/adjustments-api.ts';
import { AdjustmentList } from '../../../entities/adjustments/components/adjustment-list.tsx';

export const TeamAdjustments = ({ team }: { team: Pick<Team, 'id' | 'name' | 'seasonId'> }) => {
  const adjustments = useQuery(teamAdjustmentsQuery(team.id));
  if (adjustments.isError && !adjustments.data)
    return (
      <Section title="Points adjustments">
        <ErrorState error={adjustments.error} onRetry={() => void adjustments.refetch()} />
      </Section>
    );
  // Nothing while they load: most teams have none.
  if (!adjustments.data?.length) return null;
  return (
    <Section title="Points adjustments">
      <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 }, py: 0.5 }}>
        <AdjustmentList
          adjustments={adjustments.data}
          teamId={team.id}
          seasonId={team.seasonId}
          label={`${team.name}: points adjustments`}
        />
      </Paper>
    </Section>
  );
};
