// The admin's writes to a collection of the API (/api/seasons, /api/teams, /api/divisions, …),
// which all go the same way: POST to the collection creates one, PATCH and DELETE at /:id change
// or remove it, and the answer of a create or a change is the record as saved.
import type { AnswerName } from '@cueleague/domain/answers';
import { apiFetch, apiSend } from './api-client.ts';

export const adminWrites = <N extends AnswerName, CreateBody, UpdateBody>(
  answer: N,
  collection: string,
) => {
  const path = (id: string) => `${collection}/${encodeURIComponent(id)}`;
  return {
    path,
    create: (body: CreateBody) => apiFetch(answer, collection, { method: 'POST', body }),
    update: (id: string, body: UpdateBody) => apiFetch(answer, path(id), { method: 'PATCH', body }),
    remove: (id: string) => apiSend(path(id), { method: 'DELETE' }),
  };
};
