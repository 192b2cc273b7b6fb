import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ContentEditPage } from '@/components/admin/ContentEditPage';
import { getContentForEdit } from '@/lib/cms/content-admin';
import { listColumnChoices } from '@/lib/cms/content-console';
import { requireStaffPage } from '@/lib/staff/current';

export const metadata: Metadata = { title: '编辑文章' };

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One article for 编辑 and 审核: status, the steps the role may take, and the draft form while it is a draft. */
export default async function EditContentPage({ params, searchParams }: PageProps) {
  const session = await requireStaffPage('content.read');
  const { id } = await params;
  const content = /^[1-9]\d{0,9}$/.test(id) ? await getContentForEdit(Number(id)) : null;
  if (!content) notFound();
  const raw = await searchParams;
  const query = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  return (
    <ConsoleFrame session={session} current="content">
      <ContentEditPage session={session} content={content} columns={await listColumnChoices()} query={query} />
    </ConsoleFrame>
  );
}
