// Starting the next season from a season (docs/api.md, Seasons: POST /api/seasons/:id/next): the
// dry run's preview of the suggested moves with the admin's edits, then the saved season.
import type { nextSeasonBodySchema } from '@cueleague/domain/requests';
import type { NextSeasonCreated, NextSeasonPreview } from '@cueleague/domain/responses';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export type NextSeasonBody = z.input<typeof nextSeasonBodySchema>;

const nextPath = (seasonId: string, dryRun: boolean) =>
  `/api/seasons/${encodeURIComponent(seasonId)}/next?dryRun=${String(dryRun)}`;

/** The next season as it would be saved (nothing is written). */
export const previewNextSeason = (
  seasonId: string,
  body: NextSeasonBody,
  signal?: AbortSignal,
): Promise<NextSeasonPreview> =>
  apiFetch('nextSeasonPreview', nextPath(seasonId, true), { method: 'POST', body, signal });

/** Saves the next season: its divisions, teams and rosters (not yet the current season). */
export const startNextSeason = (
  seasonId: string,
  body: NextSeasonBody,
): Promise<NextSeasonCreated> =>
  apiFetch('nextSeasonCreated', nextPath(seasonId, false), { method: 'POST', body });
