// The top of a table on the home page (the season's, or each division's): its first few rows, or
// a word that it fills in once the teams have played.
import type { StandingsRow } from '@cueleague/domain/compute-standings';
import TableChartIcon from '@mui/icons-material/TableChart';
import { EmptyState } from '../../../components/states.tsx';
import { StandingsTable } from '../../../entities/standings/components/standings-table.tsx';

export const TableTop = ({
  rows,
  limit,
  name,
  of,
}: {
  rows: readonly StandingsRow[];
  limit: number;
  /** What the caption calls the table ("Spring 2026", "Spring 2026, Premier"). */
  name: string;
  /** Whose teams fill it in. */
  of: 'season' | 'division';
}) =>
  rows.length === 0 ? (
    <EmptyState icon={<TableChartIcon />} title="No table yet">
      {`The table fills in as the ${of}'s teams play.`}
    </EmptyState>
  ) : (
    <StandingsTable
      rows={rows}
      limit={limit}
      caption={`${name}: top ${Math.min(limit, rows.length)}`}
      compact
    />
  );
