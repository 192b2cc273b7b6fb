import type { Metadata } from 'next';
import { columnLabel } from './column-meta';
import type { TemplatePageState } from './column-state';
import type { PersonalCenterPage } from './personal-centre';
import type { ColumnFrame, PersonalFrame, TemplateKeys, TemplateModule, TemplateRequest } from './types';

/** The PageShell a column template asks for: its heading (default: the column's label), last crumb, side menu. */
export type ColumnShell = { title?: string; current?: string; sideMenu?: boolean };

type ColumnTemplateInput<Data> = TemplateKeys & {
  load(req: TemplateRequest): Promise<Data>;
  metadata(req: TemplateRequest, data: Data): Metadata | Promise<Metadata>;
  canonicalParams?: TemplateModule<Data>['canonicalParams'];
  /** Omit for the usual page: the column's label as its heading. */
  shell?(req: TemplateRequest, data: Data): ColumnShell;
};

const columnHeading = (req: TemplateRequest, data: { state: TemplatePageState }): ColumnShell => ({ title: columnLabel(req, data.state) });

/** A /t1 or /t3 template: its data half, drawn inside PageShell (breadcrumbs, side menu, heading). */
export function defineTemplate<Data extends { state: TemplatePageState }>({ shell = columnHeading, ...module }: ColumnTemplateInput<Data>): TemplateModule<Data, ColumnFrame> {
  return { ...module, frame: (req, data) => ({ kind: 'column', nav: data.state.nav, tree: data.state.tree, route: req.routePath, ...shell(req, data) }) };
}

type PersonalTemplateInput<Data> = TemplateKeys & { load(req: TemplateRequest): Promise<Data> };

/**
 * A personal-centre page: signed in, rendered per request, never indexed; drawn inside
 * PersonalCenterFrame (the side menu is the personal centre's layout). Its title is its route's.
 */
export function definePersonalTemplate<Data extends { page: PersonalCenterPage }>(module: PersonalTemplateInput<Data>): TemplateModule<Data, PersonalFrame> {
  return {
    ...module,
    metadataFromRoute: true,
    metadata: (req) => ({ title: req.routeTitle, robots: { index: false, follow: false } }),
    frame: (_req, data) => ({ kind: 'personal-centre', nav: data.page.nav, title: data.page.title }),
  };
}
