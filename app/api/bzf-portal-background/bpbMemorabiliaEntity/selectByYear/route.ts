import { listMemorabiliaByYear } from '@/lib/background/memorabilia';
import { memorabiliaByYearQuery } from '@/lib/validation/memorabilia';
import { getRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** One year's events in date order (an empty list for a year without events). */
export const GET = getRoute('background.memorabilia.selectByYear', memorabiliaByYearQuery, ({ year }) => listMemorabiliaByYear(year));
