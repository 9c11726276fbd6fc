import { z } from 'zod';
import { positiveId } from './common';

export const userIdParams = z.object({ u_id: positiveId });
export const idParams = z.object({ id: positiveId });
