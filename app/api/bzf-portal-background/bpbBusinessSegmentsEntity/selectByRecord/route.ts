import { listBusinessSegments } from '@/lib/background/business-segments';
import { businessSegmentQuery } from '@/lib/validation/business-segment';
import { getRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = getRoute('background.businessSegments.selectByRecord', businessSegmentQuery, () => listBusinessSegments());
