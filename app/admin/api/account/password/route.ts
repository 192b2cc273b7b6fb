import { postOwnPassword } from '@/lib/staff/console-writes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = postOwnPassword;
