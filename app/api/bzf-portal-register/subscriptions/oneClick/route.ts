import { getDb } from '@/lib/db/client';
import { logError } from '@/lib/log';
import { MY_SUBSCRIPTIONS_PATH } from '@/lib/navigation/paths';
import { subscriptionOfToken, unsubscribeByToken } from '@/lib/subscriptions/subscriptions';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * 一键退订 from a message or an e-mail, without signing in: the link carries the subscription's
 * signed token (lib/subscriptions unsubscribeToken). GET only shows what would be unsubscribed and a
 * button (a mail scanner following links unsubscribes nobody); POST unsubscribes — the button's plain
 * form post, or an RFC 8058 one-click POST (`List-Unsubscribe=One-Click`), which comes from the mail
 * provider's site, so the token, not the origin, is the authority.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title>
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.7}h1{font-size:1.4rem}button{font:inherit;padding:.5rem 1.5rem;border:0;border-radius:4px;background:#b91c1c;color:#fff;cursor:pointer}a{color:#1d4ed8}</style></head>
<body><main><h1>${esc(title)}</h1>${body}<p><a href="${MY_SUBSCRIPTIONS_PATH}">管理我的订阅</a> · <a href="/home">返回首页</a></p></main></body></html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' } });
}

const invalid = () => page(404, '退订链接无效', '<p>链接无效或该订阅已经退订。</p>');

export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('t');
  try {
    const sub = await subscriptionOfToken(await getDb(), token);
    if (!sub) return invalid();
    return page(
      200,
      '退订确认',
      `<p>确定不再接收“${esc(sub.label)}”的提醒吗？</p><form method="post" action="?t=${encodeURIComponent(token ?? '')}"><button type="submit" name="List-Unsubscribe" value="One-Click">确认退订</button></form>`,
    );
  } catch (error) {
    logError('subscriptions.oneClick', 'unsubscribe page failed', error);
    return page(503, '暂时无法退订', '<p>请稍后再试。</p>');
  }
}

export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('t');
  try {
    const sub = await subscriptionOfToken(await getDb(), token);
    if (!sub || !(await unsubscribeByToken(await getDb(), token))) return invalid();
    return page(200, '已退订', `<p>已退订“${esc(sub.label)}”，今后不会再收到它的提醒。</p>`);
  } catch (error) {
    logError('subscriptions.oneClick', 'unsubscribe failed', error);
    return page(503, '暂时无法退订', '<p>请稍后再试。</p>');
  }
}
