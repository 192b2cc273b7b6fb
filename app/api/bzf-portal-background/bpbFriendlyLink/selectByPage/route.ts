import { listFriendlyLinks } from '@/lib/background/friendly-links';
import { friendlyLinkPageQuery } from '@/lib/validation/friendly-link';
import { getRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = getRoute('background.friendlyLink.selectByPage', friendlyLinkPageQuery, (paging) => listFriendlyLinks(paging));
