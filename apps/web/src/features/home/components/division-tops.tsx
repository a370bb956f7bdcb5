// The home page's top of the table for a season of two or more divisions: a small card per
// division, top first, with its name, its first few teams and a link to its full table.
import { divisionLabel, divisionsInOrder } from '@cueleague/domain/divisions';
import type { Division, Season } from '@cueleague/domain/entities';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MoreLink } from '../../../components/page.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import { standingsQuery } from '../../../entities/standings/api/standings-api.ts';
import { TableTop } from './table-top.tsx';

/** Each division shows fewer teams than an undivided season's table, so the cards stay short. */
const DIVISION_TOP_LENGTH = 3;

const DivisionTop = ({
  season,
  division,
  top,
}: {
  season: Season;
  division: Division;
  top: boolean;
}) => {
  const standings = useQuery(standingsQuery(season.id, division.id));
  const name = divisionLabel(division);
  const headingId = `division-top-${division.id}`;
  const rows = standings.data?.items ?? [];

  const body = () => {
    if (standings.isPending)
      // The table's header and rows: as tall as the table that comes.
      return <LoadingRows rows={DIVISION_TOP_LENGTH + 1} height={36} label={`Loading ${name}`} />;
    if (standings.isError)
      return <ErrorState error={standings.error} onRetry={() => void standings.refetch()} />;
    return (
      <TableTop
        rows={rows}
        limit={DIVISION_TOP_LENGTH}
        name={`${season.name}, ${name}`}
        of="division"
      />
    );
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
      >
        <Typography variant="h3" id={headingId} sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {name}
        </Typography>
        <MoreLink
          to={top ? '/standings' : `/standings?division=${encodeURIComponent(division.id)}`}
        >
          Full table
          <Box component="span" sx={visuallyHidden}>
            {` of ${name}`}
          </Box>
        </MoreLink>
      </Stack>
      {body()}
    </Paper>
  );
};

export const DivisionTops = ({ season }: { season: Season }) => (
  <Stack spacing={2}>
    {divisionsInOrder(season?.divisions).map((division, index) => (
      <DivisionTop key={division.id} season={season} division={division} top={index === 0} />
    ))}
  </Stack>
);
