import type { ReactNode } from 'react';
import styles from '@/app/admin/admin.module.css';

/**
 * The parts every console list page shares (audit log, articles, each catalogue kind): the filter
 * form's buttons and the pager. Server markup, plain links (not <Link>, a client component each):
 * they work without JavaScript, and a list page's next page is a new query anyway.
 */

/** 筛选 and 清除筛选, and any further link of the page (新增…). */
export function FilterActions({ clearHref, children }: { clearHref: string; children?: ReactNode }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.button}>
        筛选
      </button>
      <a href={clearHref}>清除筛选</a>
      {children}
    </div>
  );
}

/** 上一页 / 第 n / m 页 / 下一页; nothing when everything fits one page. */
export function ConsolePager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="分页" className={styles.pager}>
      {page > 1 ? <a href={href(page - 1)}>上一页</a> : null}
      <span>
        第 {page} / {pages} 页
      </span>
      {page < pages ? <a href={href(page + 1)}>下一页</a> : null}
    </nav>
  );
}
