import { listColumns } from '@/lib/cms/columns';
import { columnListQuery } from '@/lib/validation/column';
import { getRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The header's top-level columns: items with label and key (spec §7 column-list fetch). */
export const GET = getRoute('cms.column.selectFrontColumnList', columnListQuery, () => listColumns());
