// The admin pages about the current season (its cups, its points adjustments) until that season is
// in: the page loading, the season's error with a retry, or the league's lack of one. Null once
// there is a season, for the page to show itself.
import type { Season } from '@cueleague/domain/entities';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Page } from '../../../components/page.tsx';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import { NoSeasonYet } from './no-season-yet.tsx';

export const currentSeasonStates = (
  season: UseQueryResult<Season | null>,
  page: {
    title: string;
    description: string;
    /** The loading rows' accessible name ("Loading cups"). */
    loading: string;
    /** Why the page needs a season, under "No season yet". */
    noSeason: ReactNode;
  },
): ReactNode => {
  const shown = (body: ReactNode) => (
    <Page title={page.title} description={page.description}>
      {body}
    </Page>
  );
  if (season.isPending)
    return shown(<LoadingRows rows={3} height={64} label={page.loading} page />);
  if (season.isError)
    return shown(<ErrorState error={season.error} onRetry={() => void season.refetch()} />);
  if (!season.data) return shown(<NoSeasonYet>{page.noSeason}</NoSeasonYet>);
  return null;
};
