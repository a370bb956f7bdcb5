// The admin's venue writes: name, address and number of tables. Deleting a venue leaves its
// teams and matches without one (the server clears those references).
import { venueSchema } from '@cueleague/domain/entities';
import type { venueCreateSchema, venueUpdateSchema } from '@cueleague/domain/requests';
import type { z } from 'zod';
import { apiFetch, apiSend } from '../../../lib/api-client.ts';

export type VenueCreateBody = z.input<typeof venueCreateSchema>;
export type VenueUpdateBody = z.input<typeof venueUpdateSchema>;

export const createVenue = (body: VenueCreateBody) =>
  apiFetch(venueSchema, '/api/venues', { method: 'POST', body });

export const updateVenue = (id: string, body: VenueUpdateBody) =>
  apiFetch(venueSchema, `/api/venues/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const deleteVenue = (id: string) =>
  apiSend(`/api/venues/${encodeURIComponent(id)}`, { method: 'DELETE' });
