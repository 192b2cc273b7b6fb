import { postAllocate } from '@/lib/allocations/allocation-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = postAllocate;
