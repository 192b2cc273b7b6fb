import { PERSONAL_RECORDS } from '@/components/account/records';
import { IntentionRegister } from '@/components/business/IntentionRegister';
import type { IntentionRegisterData } from '@/lib/templates/intention-register';
import type { TemplateViewProps } from './types';

export function IntentionRegisterView({ req, data: { intentions, flash, keep } }: TemplateViewProps<IntentionRegisterData>) {
  return <IntentionRegister page={intentions} spec={PERSONAL_RECORDS['allotment_sale_record/intention_register']} flash={flash} pathname={req.routePath} query={keep} />;
}
