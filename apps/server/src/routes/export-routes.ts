// Admin downloads: the whole league as one JSON file (one snapshot, without password hashes,
// unsubscribe links or mail: see ops/league-export.ts) and a season's tables as CSV files for a spreadsheet.
import { idSchema } from '@cueleague/domain/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/guards.ts';
import { notFound, orNotFound } from '../http/http-error.ts';
import { findSeason } from '../repositories/seasons.ts';
import { exportLeague } from '../ops/league-export.ts';
import { SEASON_CSV_FILES, seasonCsv } from '../ops/season-csv.ts';

/** A file name safe in a Content-Disposition header: letters, digits, dots and dashes. */
const fileName = (...parts: string[]): string =>
  parts
    .join('-')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/-+/g, '-');

export const registerExportRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/export/league', { schema: { tags: ['export'] } }, async (request, reply) => {
    await requireAdmin(request);
    // No operator secret: no password hash, unsubscribe link or mail, and no signature.
    const data = await exportLeague(ctx.db, { now: ctx.now() });
    return reply
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Disposition',
        `attachment; filename="${fileName('cueleague', data.exportedAt.slice(0, 10))}.json"`,
      )
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data));
  });

  api.get(
    '/seasons/:id/export/:file',
    {
      schema: {
        tags: ['export'],
        params: z.object({ id: idSchema, file: z.string() }),
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const file = SEASON_CSV_FILES.find((name) => `${name}.csv` === request.params.file);
      if (!file) throw notFound(`export file (${SEASON_CSV_FILES.join(', ')}.csv)`);
      const season = orNotFound(await findSeason(ctx.db, request.params.id), 'season');
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${fileName(season.name, file)}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(await seasonCsv(ctx.db, season, file));
    },
  );
};
