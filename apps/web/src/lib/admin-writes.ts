// The admin's writes to a collection of the API (/api/seasons, /api/teams, /api/divisions, …),
// which all go the same way: POST to the collection creates one, PATCH and DELETE at /:id change
// or remove it, and the answer of a create or a change is the record as saved.
import type { AnswerSchema } from '@cueleague/domain/responses';
import { apiFetch, apiSend } from './api-client.ts';

export const adminWrites = <S extends AnswerSchema, CreateBody, UpdateBody>(
  schema: S,
  collection: string,
) => {
  const path = (id: string) => `${collection}/${encodeURIComponent(id)}`;
  return {
    path,
    create: (body: CreateBody) => apiFetch(schema, collection, { method: 'POST', body }),
    update: (id: string, body: UpdateBody) => apiFetch(schema, path(id), { method: 'PATCH', body }),
    remove: (id: string) => apiSend(path(id), { method: 'DELETE' }),
  };
};
