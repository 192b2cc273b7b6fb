import { postCaseAssign } from '@/lib/cases/case-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = postCaseAssign;
