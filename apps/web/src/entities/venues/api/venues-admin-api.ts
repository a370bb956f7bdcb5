// The admin's venue writes: name, address and number of tables. Deleting a venue leaves its
// teams and matches without one (the server clears those references).
import type { venueCreateSchema, venueUpdateSchema } from '@cueleague/domain/requests';
import type { z } from 'zod';
import { adminWrites } from '../../../lib/admin-writes.ts';

export type VenueCreateBody = z.input<typeof venueCreateSchema>;
export type VenueUpdateBody = z.input<typeof venueUpdateSchema>;

const venues = adminWrites<'venue', VenueCreateBody, VenueUpdateBody>('venue', '/api/venues');

export const { create: createVenue, update: updateVenue, remove: deleteVenue } = venues;
