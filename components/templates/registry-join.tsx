import type { Metadata } from 'next';
import type { ComponentType, ReactNode } from 'react';
import type { TemplateModule, TemplateRequest } from '@/lib/templates/types';
import type { TemplateViewProps } from './views/types';

export type RegisteredTemplate = {
  module: TemplateModule<unknown>;
  render(req: TemplateRequest): Promise<ReactNode>;
  metadata(req: TemplateRequest): Promise<Metadata>;
};

/** A module and the view of its data, checked against each other. */
export function join<Data>(module: TemplateModule<Data>, View: ComponentType<TemplateViewProps<Data>>): RegisteredTemplate {
  return {
    module: module as TemplateModule<unknown>,
    async render(req) {
      const data = await module.load(req);
      return <View req={req} data={data} />;
    },
    async metadata(req) {
      return module.metadata(req, await module.load(req));
    },
  };
}
