import { listSubsidiaries } from '@/lib/cms/company';
import { subsidiaryListQuery } from '@/lib/validation/company';
import { getRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = getRoute('cms.subsidiary.selectFrontSubsidiary', subsidiaryListQuery, () => listSubsidiaries());
