/**
 * The console's catalogue editor (issue #26 part 4): one list (filter, paging), one edit form, one
 * show/hide (or open/close) switch and one delete for every entity citizens read that is not an
 * article. An entity is a typed definition — its table, fields, zod schema (lib/validation/
 * catalogue.ts), cache tags and audit name — and ./service.ts does the rest the same way for all.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import type { CacheTag } from '@/lib/cache';
import type { Db } from '@/lib/db/client';
import type { CatalogueKey } from '@/lib/validation/catalogue';

/**
 * 'image': one uploaded picture's address; 'images': pictures, one a line (address, then its
 * caption); both are uploaded through the console's one upload route and checked by the service
 * (./images.ts). 'checks': several choices (check boxes), posted as a list. 'richtext': the
 * article editor's body field (TipTap, a textarea of HTML without script), sanitised on save.
 */
export type CatalogueFieldKind = 'text' | 'textarea' | 'number' | 'url' | 'date' | 'datetime' | 'select' | 'check' | 'checks' | 'image' | 'images' | 'richtext';

export type CatalogueOption = { value: string; label: string };

/** One field of the edit form, as plain data (it is passed to the browser half as props). */
export type CatalogueField = {
  name: string;
  label: string;
  kind: CatalogueFieldKind;
  hint?: string;
  optional?: boolean;
  /** Fixed choices of a select; dynamic ones come from the definition's `options()`. */
  options?: readonly CatalogueOption[];
  /** Given once, when the entry is created (a column's key): shown read-only afterwards. */
  createOnly?: boolean;
  /** Not shown at all once created (a questionnaire's questions). */
  hideAfterCreate?: boolean;
  maxLength?: number;
};

export type FormValues = Record<string, string | boolean | string[]>;

/** A stored row, as drizzle returns it. */
export type CatalogueRow = Record<string, unknown> & { id: number };

/** What the editor's show/hide (or open/close) switch reads and writes. */
export type CatalogueToggle = {
  /** Whether the row is shown (open) now. */
  isOn: (row: CatalogueRow, now: Date) => boolean;
  /** The values that switch it on or off. */
  set: (on: boolean, row: CatalogueRow, now: Date) => Record<string, unknown>;
  /** The list's state filter. */
  where: (on: boolean) => SQL;
  /** 显示 / 隐藏, 开放报名 / 结束招聘 … */
  onVerb: string;
  offVerb: string;
  /** 显示中 / 已隐藏 … as the list shows the state. */
  onLabel: string;
  offLabel: string;
};

/** A switch over one column holding one of two values. */
export function columnToggle(
  column: PgColumn,
  property: string,
  values: { on: unknown; off: unknown },
  words: Pick<CatalogueToggle, 'onVerb' | 'offVerb' | 'onLabel' | 'offLabel'>,
): CatalogueToggle {
  return {
    isOn: (row) => row[property] === values.on,
    set: (on) => ({ [property]: on ? values.on : values.off }),
    where: (on) => eq(column, on ? values.on : values.off),
    ...words,
  };
}

export type CatalogueContext = { tx: Db; id: number | null; before: CatalogueRow | null };

export type CatalogueDefinition = {
  key: CatalogueKey;
  /** The audit log's entity name (lib/staff/text.ts AUDIT_ENTITY_LABELS). */
  entity: string;
  /** 栏目, 横幅 … */
  title: string;
  /** One line under the list's heading: what citizens see of it. */
  summary: string;
  table: PgTable & { id: PgColumn };
  fields: readonly CatalogueField[];
  /** The list's columns after the title; `names` is what listNames found for the page's rows. */
  listColumns: readonly { label: string; value: (row: CatalogueRow, names: ReadonlyMap<number, string>) => string }[];
  /** Names the list shows beside its rows (a unit type's or a shop's project), by the row's id. */
  listNames?: (rows: readonly CatalogueRow[]) => Promise<Map<number, string>>;
  titleOf: (row: CatalogueRow) => string;
  /** Matched by the list's keyword filter (ILIKE). */
  search: readonly PgColumn[];
  orderBy: () => SQL[];
  /** The cached reads a change expires on every instance. */
  tags: readonly CacheTag[];
  /** The stored row → the form's values. */
  toForm: (row: CatalogueRow) => FormValues;
  /** The new entry's form values. */
  blank: () => FormValues;
  /**
   * The schema's output → the values to store. May check against the database and throw a
   * FormFieldError (lib/api/form-route.ts) naming the field: nothing is then written.
   */
  toRow: (input: Record<string, unknown>, ctx: CatalogueContext) => Promise<Record<string, unknown>>;
  /** After an insert or update, in the same transaction (a column's subtree levels). */
  afterWrite?: (tx: Db, row: CatalogueRow, before: CatalogueRow | null) => Promise<void>;
  /** After a delete, in the same transaction (a project's totals without the deleted unit type). */
  afterDelete?: (tx: Db, row: CatalogueRow) => Promise<void>;
  /**
   * Entries that belong to another (a unit type to its project, a shop to its commercial project):
   * the list filters on it (`?parent=<id>`) and a new entry starts with it chosen.
   */
  parent?: { field: string; column: PgColumn; label: string; nameOf: (id: number) => Promise<string | null> };
  /** More links on a list row (a project's unit types). */
  rowLinks?: (row: CatalogueRow) => { label: string; href: string }[];
  toggle?: CatalogueToggle;
  canCreate: boolean;
  canDelete: boolean;
  /** Refuses a delete that would break what citizens read (throws CatalogueInUse). */
  beforeDelete?: (tx: Db, row: CatalogueRow) => Promise<void>;
  /** Writes a new entry itself (a questionnaire with its questions) and answers its id; default one insert. */
  create?: (tx: Db, values: Record<string, unknown>, input: Record<string, unknown>) => Promise<number>;
  /** Choices computed from the database (a column's parent, a banner's column). */
  options?: () => Promise<Record<string, CatalogueOption[]>>;
  /** Where citizens see the entry, to check a change. */
  publicHref?: (row: CatalogueRow) => string | null;
};

/**
 * A delete refused because something still uses the entry: 409 with the message for a JSON call,
 * and `?failed=inUse&reason=<code>` back on the list for a plain post (the list words the code
 * from CATALOGUE_IN_USE, so only a fixed code travels in the address).
 */
export class CatalogueInUse extends ApiError {
  constructor(readonly reason: keyof typeof CATALOGUE_IN_USE) {
    super(ERROR_CODES.CONFLICT, CATALOGUE_IN_USE[reason], 409);
    this.name = 'CatalogueInUse';
  }
}

export const CATALOGUE_IN_USE = {
  childColumns: '该栏目下还有子栏目，请先删除或移走子栏目（也可以改为在菜单中隐藏）',
  columnArticles: '该栏目下还有文章，不能删除（可以改为在菜单中隐藏）',
  jobApplications: '该岗位已有人报名，不能删除（可以结束招聘）',
  projectInUse: '该项目已有市民收藏、登记或办理记录，不能删除（可以下线，记录仍保留）',
  projectUnitTypes: '该项目下还有户型，请先删除户型（也可以直接下线项目）',
  unitTypeIntentions: '该户型已有市民意向登记，不能删除',
  commercialProjectShops: '该商业项目下还有商铺，请先删除商铺（也可以直接下线项目）',
  shopIntentions: '该商铺已有意向登记，不能删除（可以下线，登记仍保留）',
  subsidiaryPosts: '该公司还有招聘岗位，不能删除（请先把岗位改到其他招聘单位或删除）',
  questionnaireResponses: '该问卷已有答卷，不能删除（可以关闭问卷）',
} as const;
