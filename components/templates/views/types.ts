import type { TemplateRequest } from '@/lib/templates/types';

/** Props of every template view: the request and what the template's load() returned. */
export type TemplateViewProps<Data> = { req: TemplateRequest; data: Data };
