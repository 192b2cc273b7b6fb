'use client';

import { formStyles } from '@/components/form/fields';
import { DraftStatusBar } from '@/components/recruitment/DraftStatusBar';
import { useDraft } from '@/components/recruitment/use-draft';
import { fromHousingDraft, HOUSING_DRAFT_POST, toHousingDraft, type HousingDraftProps } from '@/lib/applications/draft-data';
import { housingDraftApi } from '@/lib/applications/paths';
import type { ApplicationProduct } from '@/lib/applications/products';

export type { HousingDraftProps } from '@/lib/applications/draft-data';

type FormLike<V> = { values: V; hydrated: boolean; reset: (values: V) => void };

/**
 * Drafts of a housing application form: saved as the person types (debounced, lib's useDraft, kind
 * `housing`), restored from this browser when it holds newer unsent text, with the status and the
 * conflict choice. Without JavaScript the 保存草稿 button (SaveDraftButton) posts the form to the
 * draft route instead.
 */
export function useHousingDraft<V extends Record<string, unknown>>(form: FormLike<V>, product: ApplicationProduct, fields: readonly string[], lists: readonly string[], draft: HousingDraftProps) {
  const d = useDraft({
    kind: 'housing',
    postId: HOUSING_DRAFT_POST[product],
    owner: draft.owner,
    initialRevision: draft.revision,
    values: toHousingDraft(form.values, fields),
    onRestore: (data) => form.reset({ ...form.values, ...fromHousingDraft(data, fields, lists) }),
  });
  const bar = (
    <DraftStatusBar
      status={d.status}
      savedAt={d.savedAt}
      hydrated={form.hydrated}
      conflict={d.conflict}
      onSaveNow={() => void d.saveNow()}
      onResolve={(choice) => void d.resolve(choice, (data) => form.reset({ ...form.values, ...fromHousingDraft(data, fields, lists) }))}
    />
  );
  return { draft: d, bar };
}

/** The form's initial values with the server's draft over them. */
export function withDraft<V extends Record<string, unknown>>(initial: V, draft: HousingDraftProps, fields: readonly string[], lists: readonly string[] = []): V {
  return draft.data ? { ...initial, ...fromHousingDraft(draft.data, fields, lists) } : initial;
}

/**
 * 保存草稿 without JavaScript: a submit button to the draft route (the form carries `draftProduct`
 * as a hidden field). With JavaScript the status bar's button saves instead, and this one is not shown.
 */
export function DraftPostButton({ hydrated, children }: { hydrated: boolean; children: React.ReactNode }) {
  if (hydrated) return null;
  return (
    <button type="submit" className={formStyles.tool} formAction={housingDraftApi} formNoValidate name="draftNext" value="form">
      {children}
    </button>
  );
}

/**
 * 到“家庭信息”添加 that keeps what was typed: without JavaScript it saves the draft through the
 * draft route and goes on to 家庭信息 (returnTo the form); with JavaScript it saves now, then goes.
 */
export function FamilyDraftLink({ hydrated, href, save, children }: { hydrated: boolean; href: string; save: () => Promise<boolean>; children: React.ReactNode }) {
  if (!hydrated) {
    return (
      <button type="submit" className={formStyles.tool} formAction={housingDraftApi} formNoValidate name="draftNext" value="family">
        {children}
      </button>
    );
  }
  return (
    <a
      href={href}
      onClick={(e) => {
        e.preventDefault();
        void save().finally(() => location.assign(href));
      }}
    >
      {children}
    </a>
  );
}
