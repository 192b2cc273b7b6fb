import { MessageCentre } from '@/components/cases/MessageCentre';
import type { MessagesData } from '@/lib/templates/messages';
import type { TemplateViewProps } from './types';

export function MessagesView({ data: { messages, opened, missing } }: TemplateViewProps<MessagesData>) {
  return <MessageCentre messages={messages} opened={opened} missing={missing} />;
}
