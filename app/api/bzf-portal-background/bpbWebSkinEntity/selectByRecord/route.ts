import { listWebSkins } from '@/lib/background/web-skins';
import { webSkinQuery } from '@/lib/validation/web-skin';
import { getRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Skins in display order; webSkinStatus=1 gives the enabled ones (the first decides mourning mode). */
export const GET = getRoute('background.webSkin.selectByRecord', webSkinQuery, ({ webSkinStatus }) => listWebSkins(webSkinStatus));
