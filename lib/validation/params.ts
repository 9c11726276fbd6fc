import { z } from 'zod';
import { positiveId, positiveInt32Id } from './common';

export const userIdParams = z.object({ u_id: positiveId });
export const idParams = z.object({ id: positiveInt32Id });
