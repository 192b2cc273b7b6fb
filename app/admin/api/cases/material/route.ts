import { getStaffMaterial } from '@/lib/applications/correction-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = getStaffMaterial;
