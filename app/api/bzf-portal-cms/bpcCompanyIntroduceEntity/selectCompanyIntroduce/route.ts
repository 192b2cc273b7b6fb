import { getCompanyIntroduce } from '@/lib/cms/company';
import { companyIntroduceQuery } from '@/lib/validation/company';
import { found, getRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = getRoute('cms.company.selectCompanyIntroduce', companyIntroduceQuery, async () => found(await getCompanyIntroduce(), '公司简介'));
