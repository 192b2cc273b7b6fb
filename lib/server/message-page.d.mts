/** Types of ./message-page.mjs (plain ESM JavaScript, run by scripts/portal-server.mjs without a build). */
export function messagePageHtml(page: { title: string; message: string; links: { href: string; label: string; primary?: boolean }[] }): string;
