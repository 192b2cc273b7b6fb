import { Spinner } from '@/components/layout/Spinner';

export default function Loading() {
  return <Spinner />;
}
