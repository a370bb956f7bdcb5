// The admin's venue writes: name, address and number of tables. Deleting a venue leaves its
// teams and matches without one (the server clears those references).
import type { Venue } from '@cueleague/domain/entities';
import type { venueCreateSchema, venueUpdateSchema } from '@cueleague/domain/requests';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export type VenueCreateBody = z.input<typeof venueCreateSchema>;
export type VenueUpdateBody = z.input<typeof venueUpdateSchema>;

export const createVenue = (body: VenueCreateBody) =>
  apiFetch<Venue>('/api/venues', { method: 'POST', body });

export const updateVenue = (id: string, body: VenueUpdateBody) =>
  apiFetch<Venue>(`/api/venues/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const deleteVenue = (id: string) =>
  apiFetch<void>(`/api/venues/${encodeURIComponent(id)}`, { method: 'DELETE' });
