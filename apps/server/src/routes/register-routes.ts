import type { FastifyInstance } from 'fastify';
import { registerAvailabilityRoutes } from './availability-routes.ts';
import { registerAuthRoutes } from './auth-routes.ts';
import { registerExportRoutes } from './export-routes.ts';
import { registerHealthRoutes } from './health-routes.ts';
import { registerInviteRoutes } from './invite-routes.ts';
import { registerLeagueRoutes } from './league-routes.ts';
import { registerLiveRoutes } from './live-routes.ts';
import { registerMatchRoutes } from './match-routes.ts';
import { registerPlayerRoutes } from './player-routes.ts';
import { registerRescheduleRoutes } from './reschedule-routes.ts';
import { registerRosterImportRoutes } from './roster-import-routes.ts';
import { registerScheduleRoutes } from './schedule-routes.ts';
import { registerSeasonRoutes } from './season-routes.ts';
import { registerSetupRoutes } from './setup-routes.ts';
import { registerTableRoutes } from './table-routes.ts';
import { registerTeamRoutes } from './team-routes.ts';
import { registerVenueRoutes } from './venue-routes.ts';

/** Every /api route. Each module owns one section of docs/api.md. */
export const registerRoutes = (api: FastifyInstance): void => {
  registerHealthRoutes(api);
  registerAuthRoutes(api);
  registerSetupRoutes(api);
  registerLeagueRoutes(api);
  registerSeasonRoutes(api);
  registerVenueRoutes(api);
  registerTeamRoutes(api);
  registerRosterImportRoutes(api);
  registerPlayerRoutes(api);
  registerInviteRoutes(api);
  registerMatchRoutes(api);
  registerAvailabilityRoutes(api);
  registerRescheduleRoutes(api);
  registerScheduleRoutes(api);
  registerTableRoutes(api);
  registerLiveRoutes(api);
  registerExportRoutes(api);
};
