import type { Metadata } from 'next';
import { cache, type ComponentType, type ReactNode } from 'react';
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

function loadOnce<Data>(module: TemplateModule<Data, PageFrame>, req: TemplateRequest): Promise<Data> {
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

/**
 * The join of a module and the view of its data (checked against each other), drawn inside the
 * page shell of its kind: the registry draws the shell, a view is the page's own body. Each shell
 * has its own join module (./registry-join-column, ./registry-join-personal) so a registry brings
 * only its shell's code and styles to its pages.
 */
export function joinInFrame<Frame extends PageFrame>(Shell: ComponentType<{ frame: Frame; children: ReactNode }>) {
  return function join<Data>(module: TemplateModule<Data, Frame>, View: ComponentType<TemplateViewProps<Data>>): RegisteredTemplate {
    return {
      module: module as TemplateModule<unknown>,
      async render(req) {
        const data = await loadOnce(module, req);
        return (
          <Shell frame={module.frame(req, data)}>
            <View req={req} data={data} />
          </Shell>
        );
      },
      async metadata(req) {
        if (module.metadataFromRoute) return module.metadata(req);
        return module.metadata(req, await loadOnce(module, req));
      },
    };
  };
}
