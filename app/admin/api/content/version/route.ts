import { postContentVersion } from '@/lib/staff/content-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = postContentVersion;
