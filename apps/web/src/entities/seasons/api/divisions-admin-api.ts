// The admin's division writes (issue 15): add one to a season (at the bottom), rename it, move it
// (position 0 is the top) and delete it. A delete is refused (409) while the division has teams,
// or when it is the season's last; the server's message says so.
import type { divisionCreateSchema, divisionUpdateSchema } from '@cueleague/domain/requests';
import type { z } from 'zod';
import { adminWrites } from '../../../lib/admin-writes.ts';

export type DivisionCreateBody = z.input<typeof divisionCreateSchema>;
export type DivisionUpdateBody = z.input<typeof divisionUpdateSchema>;

const divisions = adminWrites<'division', DivisionCreateBody, DivisionUpdateBody>(
  'division',
  '/api/divisions',
);

export const { create: createDivision, update: updateDivision, remove: deleteDivision } = divisions;
