import { idSchema } from '@cueleague/domain/entities';
import { z } from 'zod';

export const idParams = z.object({ id: idSchema });
export const matchFrameParams = z.object({ id: idSchema, frameId: idSchema });
