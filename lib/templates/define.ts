import type { TemplateModule } from './types';

/** Types a template's data half; the value is returned as it is. */
export function defineTemplate<Data>(module: TemplateModule<Data>): TemplateModule<Data> {
  return module;
}
