'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CheckField, formStyles, HiddenFields, TextField } from '@/components/form/fields';
import { ChoiceGroup, FormActions, SelectField, TextArea } from '@/components/form/more-fields';
import { useForm, type BoundField, type FormValues } from '@/components/form/use-form';
import type { FieldErrors } from '@/lib/api-client/envelope';
import type { CatalogueKey } from '@/lib/validation/catalogue';
import { postFormData } from '@/lib/api-client/envelope';
import { CatalogueImages } from './CatalogueImages.client';
import { CONTENT_UPLOAD_ACTION } from './content-text';
import { RichTextEditor } from './RichTextEditor.client';

/** One field as the server's definition describes it (lib/staff/catalogue/definition.ts), plain data. */
export type CatalogueFormField = {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'number' | 'url' | 'date' | 'datetime' | 'select' | 'check' | 'checks' | 'image' | 'images' | 'richtext';
  hint?: string;
  optional?: boolean;
  options?: readonly { value: string; label: string }[];
  /** Shown read-only (given when the entry was created). */
  readOnly?: boolean;
  maxLength?: number;
};

export type CatalogueFormProps = {
  entity: CatalogueKey;
  fields: readonly CatalogueFormField[];
  initial: Record<string, string | boolean | string[]>;
  action: string;
  /** Where a saved entry goes (the list, with ?saved=<id>). */
  listHref: string;
  submit: string;
  initialErrors?: FieldErrors;
};

const INPUT_TYPE = { text: 'text', url: 'url', number: 'number', date: 'date', datetime: 'datetime-local' } as const;

/**
 * The catalogue editor's one edit form, for every entity: the fields come from the entity's
 * definition, the rules from its schema in lib/validation/catalogue.ts (fetched after hydration, so
 * zod stays out of the first load), and the form posts without JavaScript as well.
 */
export function CatalogueForm({ entity, fields, initial, action, listHref, submit, initialErrors }: CatalogueFormProps) {
  const router = useRouter();
  const form = useForm<FormValues, { id: number }>({
    id: `catalogue-${entity}`,
    action,
    schema: () => import('@/lib/validation/catalogue').then((m) => m.CATALOGUE_SCHEMAS[entity]),
    initial,
    order: fields.map((f) => f.name),
    initialErrors,
    leaves: true,
    onSuccess: (data) => router.push(`${listHref}?saved=${data.id}`),
  });
  const [bodyUpload, setBodyUpload] = useState('');
  // An image placed in a rich-text body: the console's one upload; a refusal is said under the field.
  const uploadBodyImage = async (file: File): Promise<string | null> => {
    setBodyUpload('正在上传…');
    const data = new FormData();
    data.set('kind', 'image');
    data.set('file', file);
    const result = await postFormData<{ url: string; name: string }>(CONTENT_UPLOAD_ACTION, data);
    setBodyUpload(result.ok ? `已上传：${result.data.name}` : result.msg);
    return result.ok ? result.data.url : null;
  };
  return (
    <form className={formStyles.form} {...form.formProps}>
      {fields.map((f) => {
        if (f.readOnly) {
          const value = String(form.values[f.name] ?? '');
          return (
            <div key={f.name} className={formStyles.field}>
              <span className={formStyles.label} id={form.fieldId(f.name)}>
                {f.label}
              </span>
              <span>{f.options?.find((o) => o.value === value)?.label ?? value}</span>
              <HiddenFields values={{ [f.name]: String(form.values[f.name] ?? '') }} />
            </div>
          );
        }
        const common = { label: f.label, hint: f.hint, optional: f.optional, required: !f.optional };
        // The definition's kind says which value a field holds: a check box a boolean, the rest text.
        const text = form.field(f.name) as BoundField<string>;
        switch (f.kind) {
          case 'check':
            return <CheckField key={f.name} field={form.field(f.name) as BoundField<boolean>} label={f.label} hint={f.hint} />;
          case 'checks':
            return <ChoiceGroup key={f.name} type="checkbox" field={form.field(f.name) as BoundField<string[]>} legend={f.label} hint={f.hint} options={f.options ?? []} />;
          case 'richtext':
            return (
              <div key={f.name}>
                <RichTextEditor field={text} label={f.label} hint={f.hint ?? ''} uploadImage={uploadBodyImage} />
                <p role="status" className={formStyles.status}>
                  {bodyUpload}
                </p>
              </div>
            );
          case 'image':
          case 'images':
            return <CatalogueImages key={f.name} field={text} label={f.label} hint={f.hint} optional={f.optional} multiple={f.kind === 'images'} hydrated={form.hydrated} />;
          case 'textarea':
            return <TextArea {...common} key={f.name} field={text} maxChars={f.maxLength} live={form.hydrated} />;
          case 'select':
            return <SelectField {...common} key={f.name} field={text} options={f.options ?? []} placeholder={f.optional ? '（不选）' : '请选择'} />;
          default:
            return (
              <TextField
                {...common}
                key={f.name}
                type={INPUT_TYPE[f.kind]}
                field={text}
                maxLength={f.maxLength}
                inputMode={f.kind === 'number' ? 'numeric' : undefined}
              />
            );
        }
      })}
      <FormActions form={form} submit={submit} />
    </form>
  );
}
