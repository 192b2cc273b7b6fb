import { postPublicity } from '@/lib/applications/publicity-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = postPublicity;
