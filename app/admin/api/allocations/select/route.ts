import { postSelectRoom } from '@/lib/allocations/allocation-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = postSelectRoom;
