import { PERSONAL_RECORDS } from '@/components/account/records';
import { RecordTable } from '@/components/account/RecordTable';
import { IntentionRegister } from '@/components/business/IntentionRegister';
import { shopIntentionCells } from '@/components/shops/intention-rows';
import { RECORDS_TEXT } from '@/components/shops/text';
import { SHOP_PAGES } from '@/lib/data-docking/shop-links';
import type { IntentionRegisterData } from '@/lib/templates/intention-register';
import type { TemplateViewProps } from './types';

export function IntentionRegisterView({ req, data: { intentions, shops, flash, keep } }: TemplateViewProps<IntentionRegisterData>) {
  return (
    <IntentionRegister
      page={intentions}
      spec={PERSONAL_RECORDS['allotment_sale_record/intention_register']}
      flash={flash}
      pathname={req.routePath}
      query={keep}
      // The user's shop registrations (/t1/register) as a second section, managed on /t1/CheckCompanyregister.
      shopIntentions={
        <RecordTable
          columns={RECORDS_TEXT.personalColumns}
          rows={shops.records.map(shopIntentionCells)}
          caption="商铺意向登记"
          source="您在「商业服务 → 意向登记」中提交的商铺意向登记会显示在这里。"
          link={{ href: SHOP_PAGES.records, label: '查看与撤回商铺意向登记' }}
        />
      }
    />
  );
}
