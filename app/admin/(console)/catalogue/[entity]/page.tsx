import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ConsoleOutcome, CONSOLE_RETRY_TEXT } from '@/components/admin/ConsoleOutcome';
import { ConsolePager, FilterActions } from '@/components/admin/ConsoleList';
import { firstParam } from '@/components/admin/FormError';
import { ConfirmAction } from '@/components/form/ConfirmAction.client';
import { requireStaffPage } from '@/lib/staff/current';
import { CATALOGUE_IN_USE } from '@/lib/staff/catalogue/definition';
import { catalogueOf } from '@/lib/staff/catalogue/registry';
import { CATALOGUE_ACTION, catalogueApiHref, catalogueEditHref, catalogueListHref } from '@/lib/staff/catalogue/routes';
import { currentTime, listCatalogue } from '@/lib/staff/catalogue/service';
import { withQuery } from '@/lib/staff/query';
import styles from '../../../admin.module.css';

type PageProps = { params: Promise<{ entity: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return { title: catalogueOf((await params).entity)?.title ?? '站点目录' };
}

/** One entity's list: keyword and state filter, pages of 20, edit, show/hide (open/close), delete. */
export default async function CatalogueListPage({ params, searchParams }: PageProps) {
  const session = await requireStaffPage(CATALOGUE_ACTION);
  const def = catalogueOf((await params).entity);
  if (!def) notFound();
  const query = await searchParams;
  const q = (firstParam(query.q) ?? '').slice(0, 50);
  const stateParam = firstParam(query.state);
  const state = stateParam === 'on' || stateParam === 'off' ? stateParam : undefined;
  const pageParam = Number(firstParam(query.page));
  // The entries of one project (a project's "户型" link): ?parent=<id>, named above the list.
  const parentParam = firstParam(query.parent);
  const parentId = def.parent && parentParam && /^[1-9]\d{0,9}$/.test(parentParam) && Number(parentParam) <= 2_147_483_647 ? Number(parentParam) : undefined;
  const parentName = parentId !== undefined ? await def.parent!.nameOf(parentId) : null;
  const parent = parentName !== null && parentId !== undefined ? String(parentId) : undefined;
  const { rows, total, page, pages } = await listCatalogue(def, { q, state, parent: parent ? Number(parent) : undefined, page: Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1 });
  const list = catalogueListHref(def.key);
  const pageLink = (p: number) => withQuery(list, { q: q || undefined, state, parent, page: String(p) });
  const newHref = parent && def.parent ? `${catalogueEditHref(def.key, 'new')}?${def.parent.field}=${parent}` : catalogueEditHref(def.key, 'new');
  const why = firstParam(query.why);
  const failed = firstParam(query.failed);
  const refusal = failed === 'inUse' && why && why in CATALOGUE_IN_USE ? CATALOGUE_IN_USE[why as keyof typeof CATALOGUE_IN_USE] : failed ? CONSOLE_RETRY_TEXT : null;
  const done = firstParam(query.saved) ? '已保存，网站已更新。' : firstParam(query.changed) ? '状态已切换，网站已更新。' : firstParam(query.deleted) ? '已删除。' : null;
  const toggle = def.toggle;
  const names = (await def.listNames?.(rows)) ?? new Map<number, string>();
  const now = await currentTime();

  return (
    <ConsoleFrame session={session} current="catalogue">
      <p>
        <Link href="/admin/catalogue">站点目录</Link> › {def.title}
      </p>
      <h1 className={styles.heading}>
        {def.title}
        {parentName ? `：${parentName}` : ''}
      </h1>
      <p className={styles.hint}>{def.summary}</p>
      {parentName ? (
        <p>
          只显示{def.parent!.label}“{parentName}”的{def.title}。<Link href={list}>显示全部{def.title}</Link>
        </p>
      ) : null}
      <ConsoleOutcome done={done} refusal={refusal} />
      <section className={styles.card} aria-labelledby="filter-heading">
        <h2 id="filter-heading" className={styles.subheading}>
          筛选
        </h2>
        <form method="get" action={list}>
          {parent ? <input type="hidden" name="parent" value={parent} /> : null}
          <div className={styles.filters}>
            <div className={styles.field}>
              <label htmlFor="f-q">关键词</label>
              <input id="f-q" name="q" type="search" maxLength={50} defaultValue={q} />
            </div>
            {toggle ? (
              <div className={styles.field}>
                <label htmlFor="f-state">状态</label>
                <select id="f-state" name="state" defaultValue={state ?? ''}>
                  <option value="">全部</option>
                  <option value="on">{toggle.onLabel}</option>
                  <option value="off">{toggle.offLabel}</option>
                </select>
              </div>
            ) : null}
          </div>
          <FilterActions clearHref={list}>
            {def.canCreate ? <Link href={newHref}>新增{def.title}</Link> : null}
          </FilterActions>
        </form>
      </section>
      <section className={styles.card} aria-labelledby="rows-heading">
        <h2 id="rows-heading" className={styles.subheading}>
          {def.title}列表（共 {total} 条）
        </h2>
        {rows.length === 0 ? (
          <p>没有符合条件的{def.title}。</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-label={`${def.title}列表`} tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">{def.title}列表</caption>
              <thead>
                <tr>
                  <th scope="col">名称</th>
                  {def.listColumns.map((c) => (
                    <th key={c.label} scope="col">
                      {c.label}
                    </th>
                  ))}
                  {toggle ? <th scope="col">状态</th> : null}
                  <th scope="col">操作</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const title = def.titleOf(row);
                  const on = toggle ? toggle.isOn(row, now) : true;
                  const href = def.publicHref?.(row);
                  return (
                    <tr key={row.id}>
                      <th scope="row">
                        <Link href={catalogueEditHref(def.key, row.id)}>{title}</Link>
                      </th>
                      {def.listColumns.map((c) => (
                        <td key={c.label}>{c.value(row, names)}</td>
                      ))}
                      {toggle ? <td className={styles.state}>{on ? toggle.onLabel : toggle.offLabel}</td> : null}
                      <td>
                        <div className={styles.rowActions}>
                          <Link href={catalogueEditHref(def.key, row.id)}>
                            修改<span className="visually-hidden">{title}</span>
                          </Link>
                          {toggle ? (
                            <form method="post" action={catalogueApiHref(def.key, row.id, 'state')}>
                              <input type="hidden" name="to" value={on ? 'off' : 'on'} />
                              <button type="submit" className={styles.linkButton}>
                                {on ? toggle.offVerb : toggle.onVerb}
                                <span className="visually-hidden">：{title}</span>
                              </button>
                            </form>
                          ) : null}
                          {def.rowLinks?.(row).map((l) => (
                            <Link key={l.href} href={l.href}>
                              {l.label}
                              <span className="visually-hidden">：{title}</span>
                            </Link>
                          ))}
                          {href ? (
                            <a href={href} target="_blank" rel="noopener">
                              在网站上查看<span className="visually-hidden">{title}（新窗口）</span>
                            </a>
                          ) : null}
                          {def.canDelete ? (
                            <ConfirmAction kind="delete" subject={`${def.title}「${title}」`} action={catalogueApiHref(def.key, row.id, 'delete')} fields={{ confirm: '1' }} cancelHref={list} note="删除后无法恢复，操作将记入审计日志。" />
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <ConsolePager page={page} pages={pages} href={pageLink} />
      </section>
    </ConsoleFrame>
  );
}
