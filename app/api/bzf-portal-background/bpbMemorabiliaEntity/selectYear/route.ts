import { listMemorabiliaYears } from '@/lib/background/memorabilia';
import { memorabiliaYearsQuery } from '@/lib/validation/memorabilia';
import { getRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Years with events, newest first. */
export const GET = getRoute('background.memorabilia.selectYear', memorabiliaYearsQuery, () => listMemorabiliaYears());
