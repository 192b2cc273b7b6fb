import { redirect } from 'next/navigation';
import { PERSONAL_CENTER_PATH } from '@/lib/navigation/paths';

/** /t1/personalCenter opens its first page. */
export default function PersonalCenterIndex(): never {
  redirect(`${PERSONAL_CENTER_PATH}/personal_info/basic_info`);
}
