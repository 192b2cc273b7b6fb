import type { Metadata } from 'next';
import { cache, type ComponentType, type ReactNode } from 'react';
import { PersonalCenterFrame } from '@/components/account/PersonalCenterFrame';
import { PageShell } from '@/components/layout/PageShell';
import type { PageFrame, TemplateModule, TemplateRequest } from '@/lib/templates/types';
import type { TemplateViewProps } from './views/types';

export type RegisteredTemplate = {
  module: TemplateModule<unknown>;
  render(req: TemplateRequest): Promise<ReactNode>;
  metadata(req: TemplateRequest): Promise<Metadata>;
};

/**
 * This request's loads, by template and request: the page and its metadata ask for the same data,
 * and React's cache() is per request (an object argument would be a new key each time).
 */
const loadsOfThisRequest = cache(() => new WeakMap<object, Map<string, Promise<unknown>>>());

function loadOnce<Data>(module: TemplateModule<Data>, req: TemplateRequest): Promise<Data> {
  const byModule = loadsOfThisRequest();
  let loads = byModule.get(module);
  if (!loads) byModule.set(module, (loads = new Map()));
  const key = JSON.stringify([req.routePath, req.routeTitle, req.searchParams]);
  let data = loads.get(key) as Promise<Data> | undefined;
  if (!data) {
    data = module.load(req);
    loads.set(key, data);
  }
  return data;
}

/** The page shell around a view: the registry draws it, so a view is the page's own body. */
function Frame({ frame, route, children }: { frame: PageFrame; route: string; children: ReactNode }) {
  if (frame.kind === 'personal-centre') return <PersonalCenterFrame nav={frame.nav} title={frame.title}>{children}</PersonalCenterFrame>;
  const { nav, tree, title, current, sideMenu } = frame;
  return (
    <PageShell nav={nav} tree={tree} route={route} title={title} current={current} sideMenu={sideMenu}>
      {children}
    </PageShell>
  );
}

/** A module and the view of its data, checked against each other. */
export function join<Data>(module: TemplateModule<Data>, View: ComponentType<TemplateViewProps<Data>>): RegisteredTemplate {
  return {
    module: module as TemplateModule<unknown>,
    async render(req) {
      const data = await loadOnce(module, req);
      return (
        <Frame frame={module.frame(req, data)} route={req.routePath}>
          <View req={req} data={data} />
        </Frame>
      );
    },
    async metadata(req) {
      if (module.metadataFromRoute) return module.metadata(req);
      return module.metadata(req, await loadOnce(module, req));
    },
  };
}
