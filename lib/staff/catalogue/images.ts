/**
 * Pictures of catalogue entries (banners, memorabilia, subsidiaries' marks, projects' and shops'
 * photos) are uploaded files, never typed addresses: the browser uploads each one through the
 * console's one upload route (/admin/api/content/upload, as an article's images: sniffed by
 * content, re-encoded by sharp without metadata, stored in bpc_content_file), and the form holds
 * the stored file's address. When the entry is saved, every address it did not already have must
 * name an uploaded image: a picture of the demo seed (a site path) stays as long as it is kept,
 * but no new outside or site address gets in.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { FormFieldError } from '@/lib/api/form-route';
import type { Db } from '@/lib/db/client';
import { contentFiles } from '@/lib/db/schema';
import { IMAGE_MSG, parseImageLines, UPLOADED_IMAGE, type ImageLine } from '@/lib/validation/catalogue';
import type { CatalogueDefinition, CatalogueField, CatalogueRow } from './definition';

const isImageKind = (f: CatalogueField) => f.kind === 'image' || f.kind === 'images';

/** The addresses a field's value names: the schema's output (a list of lines) or the form's text. */
function sourcesOf(value: unknown): string[] {
  if (Array.isArray(value)) return (value as ImageLine[]).map((l) => l.src);
  if (typeof value === 'string') return parseImageLines(value).map((l) => l.src);
  return [];
}

/** Throws a FormFieldError at the first picture field naming something that is not an uploaded image (nothing is written then). */
export async function assertUploadedImages(tx: Db, def: CatalogueDefinition, input: Record<string, unknown>, before: CatalogueRow | null): Promise<void> {
  const had = before ? def.toForm(before) : {};
  for (const field of def.fields.filter(isImageKind)) {
    const kept = new Set(sourcesOf(had[field.name]));
    const fresh = [...new Set(sourcesOf(input[field.name]).filter((src) => !kept.has(src)))];
    if (fresh.length === 0) continue;
    const wanted = fresh.map((src) => UPLOADED_IMAGE.exec(src));
    if (wanted.some((m) => !m)) throw new FormFieldError(field.name, IMAGE_MSG.notUploaded(field.label));
    const ids = wanted.map((m) => Number(m![1]));
    const found = await tx
      .select({ id: contentFiles.id, key: contentFiles.key })
      .from(contentFiles)
      .where(and(inArray(contentFiles.id, ids), eq(contentFiles.kind, 'image')));
    const stored = new Set(found.map((r) => `${r.id}/${r.key}`));
    if (wanted.some((m) => !stored.has(`${m![1]}/${m![2]}`))) throw new FormFieldError(field.name, IMAGE_MSG.notUploaded(field.label));
  }
}
