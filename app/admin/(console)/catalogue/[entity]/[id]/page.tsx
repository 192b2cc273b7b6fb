import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CatalogueForm, type CatalogueFormField } from '@/components/admin/CatalogueForm.client';
import { CONTENT_UPLOAD_ACTION } from '@/components/admin/content-text';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ConsoleOutcome } from '@/components/admin/ConsoleOutcome';
import { firstParam } from '@/components/admin/FormError';
import { FailureSummary } from '@/components/form/FailureSummary';
import { readFormFailure } from '@/lib/forms/failure-query';
import { requireStaffPage } from '@/lib/staff/current';
import { catalogueOf } from '@/lib/staff/catalogue/registry';
import { CATALOGUE_ACTION, catalogueApiHref, catalogueEditHref, catalogueListHref } from '@/lib/staff/catalogue/routes';
import { getCatalogueEntry } from '@/lib/staff/catalogue/service';
import { imageLinesText, parseImageLines, UPLOADED_IMAGE } from '@/lib/validation/catalogue';
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
  const failure = readFormFailure((n) => firstParam(query[n]) ?? null, names, ['upload']);
  const initial = row ? def.toForm(row) : def.blank();
  // A new unit type or shop opened from its project's list starts with that project chosen.
  const parentChoice = creating && def.parent ? firstParam(query[def.parent.field]) : undefined;
  if (parentChoice && fields.find((f) => f.name === def.parent!.field)?.options?.some((o) => o.value === parentChoice)) initial[def.parent!.field] = parentChoice;
  // Pictures uploaded by the no-script form below come back in ?image= and join the picture field (saved with the form).
  const imageField = def.fields.find((f) => f.kind === 'image' || f.kind === 'images');
  const uploaded = [query.image ?? []].flat().filter((v) => UPLOADED_IMAGE.test(v)).slice(0, 12);
  if (imageField && uploaded.length) {
    const had = String(initial[imageField.name] ?? '');
    initial[imageField.name] =
      imageField.kind === 'image' ? uploaded.at(-1)! : imageLinesText([...parseImageLines(had), ...uploaded.map((src) => ({ src, caption: '' }))]);
  }
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
        <ConsoleOutcome done={uploaded.length ? <>图片已上传并放入“{imageField?.label}”，保存后生效。</> : null} />
        <FailureSummary
          idPrefix={`catalogue-${def.key}`}
          reason={failure.reason}
          fields={failure.fields}
          labels={labels}
          reasons={{ upload: '图片未能上传：仅支持 JPG 或 PNG 格式（不超过 10 MB），且文件内容须是真正的图片。' }}
        />
        <CatalogueForm
          entity={def.key}
          fields={fields}
          initial={initial}
          action={catalogueApiHref(def.key, id ?? 'new', 'save')}
          listHref={catalogueListHref(def.key)}
          submit={creating ? `新增${def.title}` : '保存修改'}
          initialErrors={initialErrors}
        />
      </section>
      {imageField ? (
        <noscript>
          <section className={styles.card} aria-labelledby="upload-heading">
            <h2 id="upload-heading" className={styles.subheading}>
              上传{imageField.label}
            </h2>
            <p className={styles.hint}>页面未启用脚本时：先在这里上传图片（回到本页时已放入上面的表单），再填写其他内容并保存。</p>
            <form method="post" action={CONTENT_UPLOAD_ACTION} encType="multipart/form-data">
              <input type="hidden" name="kind" value="image" />
              <input type="hidden" name="back" value={catalogueEditHref(def.key, id ?? 'new')} />
              {uploaded.map((src) => (
                <input key={src} type="hidden" name="image" value={src} />
              ))}
              <p>
                <label htmlFor="catalogue-upload-file">选择图片（JPG 或 PNG，不超过 10 MB）</label>{' '}
                <input id="catalogue-upload-file" type="file" name="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" required />
              </p>
              <button type="submit" className={styles.button}>
                上传图片
              </button>
            </form>
          </section>
        </noscript>
      ) : null}
    </ConsoleFrame>
  );
}
