import type { z } from 'zod';
import { paging, strictInput } from './common';

/** GET …/bpbFriendlyLink/selectByPage */
export const friendlyLinkPageQuery = strictInput({ ...paging });
export type FriendlyLinkPageQuery = z.output<typeof friendlyLinkPageQuery>;
