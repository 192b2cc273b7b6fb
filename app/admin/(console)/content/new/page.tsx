import type { Metadata } from 'next';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ContentEditPage } from '@/components/admin/ContentEditPage';
import { listColumnChoices } from '@/lib/cms/content-console';
import { requireStaffPage } from '@/lib/staff/current';

export const metadata: Metadata = { title: '新建文章' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A new article's first draft (编辑 only). */
export default async function NewContentPage({ searchParams }: PageProps) {
  const session = await requireStaffPage('content.draft');
  const raw = await searchParams;
  const query = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  return (
    <ConsoleFrame session={session} current="content">
      <ContentEditPage session={session} content={null} columns={await listColumnChoices()} query={query} />
    </ConsoleFrame>
  );
}
