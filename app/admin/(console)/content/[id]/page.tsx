import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ContentEditPage } from '@/components/admin/ContentEditPage';
import { getContentForEdit } from '@/lib/cms/content-admin';
import { listColumnChoices } from '@/lib/cms/content-console';
import { listContentVersions, VERSION_PAGE_SIZE } from '@/lib/cms/content-versions';
import { requireStaffPage } from '@/lib/staff/current';

export const metadata: Metadata = { title: '编辑文章' };

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One article for 编辑 and 审核: status, the steps the role may take, the draft form while it is a draft, and its versions. */
export default async function EditContentPage({ params, searchParams }: PageProps) {
  const session = await requireStaffPage('content.read');
  const { id } = await params;
  const content = /^[1-9]\d{0,9}$/.test(id) ? await getContentForEdit(Number(id)) : null;
  if (!content) notFound();
  const raw = await searchParams;
  const query = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const asked = Number(query.versions ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  const [columns, versions] = await Promise.all([listColumnChoices(), listContentVersions(content.id, page)]);
  const pages = Math.max(1, Math.ceil(versions.total / VERSION_PAGE_SIZE));
  return (
    <ConsoleFrame session={session} current="content">
      <ContentEditPage session={session} content={content} columns={columns} query={query} history={{ ...versions, page, pages }} />
    </ConsoleFrame>
  );
}
