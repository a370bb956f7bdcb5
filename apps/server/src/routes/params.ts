import { idSchema } from '@cueleague/domain/entities';
import { z } from 'zod';

export const idParams = z.object({ id: idSchema });
export const matchFrameParams = z.object({ id: idSchema, frameId: idSchema });

/**
 * The options of a public read: its OpenAPI tag and schema, and `cache: true`, so its answer is
 * kept as ready bytes until the next write.
 */
export const cachedRead = <S extends object>(tag: string, schema: S) => ({
  config: { cache: true },
  schema: { tags: [tag], ...schema },
});
