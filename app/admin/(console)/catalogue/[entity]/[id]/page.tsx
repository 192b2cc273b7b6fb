import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CatalogueForm, type CatalogueFormField } from '@/components/admin/CatalogueForm.client';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { firstParam } from '@/components/admin/FormError';
import { FailureSummary } from '@/components/form/FailureSummary';
import { readFormFailure } from '@/lib/forms/failure-query';
import { requireStaffPage } from '@/lib/staff/current';
import { catalogueOf } from '@/lib/staff/catalogue/registry';
import { CATALOGUE_ACTION, catalogueApiHref, catalogueListHref } from '@/lib/staff/catalogue/routes';
import { getCatalogueEntry } from '@/lib/staff/catalogue/service';
import styles from '../../../../admin.module.css';

type PageProps = { params: Promise<{ entity: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { entity, id } = await params;
  const def = catalogueOf(entity);
  return { title: def ? `${id === 'new' ? '新增' : '修改'}${def.title}` : '站点目录' };
}

/** The one edit form of every catalogue entity (id "new" creates one). */
export default async function CatalogueEditPage({ params, searchParams }: PageProps) {
  const session = await requireStaffPage(CATALOGUE_ACTION);
  const { entity, id: idParam } = await params;
  const def = catalogueOf(entity);
  if (!def) notFound();
  const creating = idParam === 'new';
  if (creating && !def.canCreate) notFound();
  const id = creating ? null : /^[1-9]\d{0,9}$/.test(idParam) ? Number(idParam) : NaN;
  if (Number.isNaN(id)) notFound();
  const row = id === null ? null : await getCatalogueEntry(def, id);
  if (id !== null && !row) notFound();
  const options = (await def.options?.()) ?? {};
  const fields: CatalogueFormField[] = def.fields
    .filter((f) => creating || !f.hideAfterCreate)
    .map((f) => ({
    name: f.name,
    label: f.label,
    kind: f.kind,
    hint: f.hint,
    optional: f.optional,
    maxLength: f.maxLength,
    options: f.options ?? options[f.name],
    readOnly: Boolean(f.createOnly && !creating),
  }));
  const query = await searchParams;
  const names = def.fields.map((f) => f.name);
  const failure = readFormFailure((n) => firstParam(query[n]) ?? null, names);
  const labels = Object.fromEntries(def.fields.map((f) => [f.name, f.label]));
  // Only field names come back from a post without JavaScript: each named field says what to check.
  const initialErrors = Object.fromEntries(failure.fields.map((f) => [f, `请检查${labels[f]}：${def.fields.find((d) => d.name === f)?.hint ?? '按要求填写'}`]));
  const title = `${creating ? '新增' : '修改'}${def.title}`;
  return (
    <ConsoleFrame session={session} current="catalogue">
      <p>
        <Link href="/admin/catalogue">站点目录</Link> › <Link href={catalogueListHref(def.key)}>{def.title}</Link> › {title}
      </p>
      <h1 className={styles.heading}>
        {title}
        {row ? `：${def.titleOf(row)}` : ''}
      </h1>
      <section className={styles.card} aria-label={title}>
        <FailureSummary idPrefix={`catalogue-${def.key}`} reason={failure.reason} fields={failure.fields} labels={labels} />
        <CatalogueForm
          entity={def.key}
          fields={fields}
          initial={row ? def.toForm(row) : def.blank()}
          action={catalogueApiHref(def.key, id ?? 'new', 'save')}
          listHref={catalogueListHref(def.key)}
          submit={creating ? `新增${def.title}` : '保存修改'}
          initialErrors={initialErrors}
        />
      </section>
    </ConsoleFrame>
  );
}
