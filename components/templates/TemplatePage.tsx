import type { Metadata } from 'next';
import type { TemplateName } from '@/lib/templates/keys';
import type { TemplateRequest as BaseRequest } from '@/lib/templates/types';
import { TEMPLATES } from './registry';

/**
 * One template page of the portal: /t1/<route> and the /t3 notice pages all come through here.
 * The route names the template (lib/navigation/routes.ts), the registry its module and view, and
 * the query the data.
 */
export type TemplateRequest = BaseRequest & { template: TemplateName };

export function templateMetadata({ template, ...req }: TemplateRequest): Promise<Metadata> {
  return TEMPLATES[template].metadata(req);
}

export async function TemplatePage({ template, ...req }: TemplateRequest) {
  return TEMPLATES[template].render(req);
}
