/**
 * The catalogue editor's three writes for every entity, each a staffFormRoute (the form kit: JSON
 * and plain post, role check, write limit) on the one action `catalogue.publish`:
 *
 *   POST /admin/api/catalogue/<entity>/<id|new>/save     the edit form
 *   POST /admin/api/catalogue/<entity>/<id>/state        show/hide, open/close  (to=on|off)
 *   POST /admin/api/catalogue/<entity>/<id>/delete       after the one confirmation
 *
 * After the audited transaction commits, the entity's cache tags expire on every instance.
 */
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { invalidate } from '@/lib/cache/invalidate';
import { staffFormRoute } from '@/lib/staff/form-route';
import { CATALOGUE_SCHEMAS } from '@/lib/validation/catalogue';
import { z } from '@/lib/validation/zod';
import { CatalogueInUse, type CatalogueDefinition } from './definition';
import { deleteCatalogueEntry, saveCatalogueEntry, setCatalogueState } from './service';
import { catalogueOf } from './registry';
import { catalogueEditHref, catalogueListHref } from './hrefs';

export const CATALOGUE_ACTION = 'catalogue.publish' as const;

export { catalogueApiHref, catalogueEditHref, catalogueListHref } from './hrefs';

export const catalogueStateForm = z.object({ to: z.enum(['on', 'off'], { error: '请选择要切换到的状态' }) });
export const catalogueDeleteForm = z.object({ confirm: z.literal('1').optional() });

type Handler = (request: Request) => Promise<Response>;

function handlersOf(def: CatalogueDefinition, id: number | null): Record<'save' | 'state' | 'delete', Handler | null> {
  const schema = CATALOGUE_SCHEMAS[def.key];
  const fields = def.fields.map((f) => f.name);
  const lists = def.fields.filter((f) => f.kind === 'checks').map((f) => f.name);
  const list = catalogueListHref(def.key);
  const save = staffFormRoute({
    context: `console.catalogue.${def.key}.save`,
    action: CATALOGUE_ACTION,
    schema,
    run: async (input, { actor }) => {
      const row = await saveCatalogueEntry(def, actor, id, input as Record<string, unknown>);
      invalidate(def.tags);
      return { id: row.id };
    },
    form: { page: catalogueEditHref(def.key, id ?? 'new'), fields, lists, next: (r) => `${list}?saved=${r.id}` },
  });
  if (id === null) return { save, state: null, delete: null };
  const inUse = (error: unknown) => (error instanceof CatalogueInUse ? { reason: 'inUse', query: { why: error.reason } } : undefined);
  const state = def.toggle
    ? staffFormRoute({
        context: `console.catalogue.${def.key}.state`,
        action: CATALOGUE_ACTION,
        schema: catalogueStateForm,
        run: async (input, { actor }) => {
          await setCatalogueState(def, actor, id, input.to === 'on');
          invalidate(def.tags);
          return { id, to: input.to };
        },
        form: { page: list, fields: ['to'], next: (r) => `${list}?changed=${r.id}` },
      })
    : null;
  const remove = def.canDelete
    ? staffFormRoute({
        context: `console.catalogue.${def.key}.delete`,
        action: CATALOGUE_ACTION,
        schema: catalogueDeleteForm,
        run: async (_input, { actor }) => {
          await deleteCatalogueEntry(def, actor, id);
          invalidate(def.tags);
          return { id };
        },
        form: { page: list, fields: ['confirm'], next: () => `${list}?deleted=1`, reason: inUse },
      })
    : null;
  return { save, state, delete: remove };
}

const ID = /^[1-9]\d{0,9}$/;

/** The one POST behind /admin/api/catalogue/<entity>/<id>/<op>: an unknown entity, id or op is 404. */
export async function postCatalogue(request: Request, params: { entity: string; id: string; op: string }): Promise<Response> {
  const def = catalogueOf(params.entity);
  const id = params.id === 'new' ? null : ID.test(params.id) && Number(params.id) <= 2_147_483_647 ? Number(params.id) : undefined;
  const op = params.op as 'save' | 'state' | 'delete';
  const handler = def && id !== undefined && ['save', 'state', 'delete'].includes(op) ? handlersOf(def, id)[op] : null;
  if (!handler) {
    const error = new ApiError(ERROR_CODES.NOT_FOUND, '没有这个目录操作', 404);
    return Response.json({ code: error.code, msg: error.userMessage, data: null }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return handler(request);
}
