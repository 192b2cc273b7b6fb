import { postCaseExport } from '@/lib/cases/case-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = postCaseExport;
