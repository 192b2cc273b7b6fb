import { postStaffName } from '@/lib/staff/staff-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = postStaffName;
