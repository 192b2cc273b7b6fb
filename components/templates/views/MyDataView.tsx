import { MyData } from '@/components/privacy/MyData';
import type { MyDataData } from '@/lib/templates/my-data';
import type { TemplateViewProps } from './types';

export function MyDataView({ data }: TemplateViewProps<MyDataData>) {
  return <MyData data={data} />;
}
