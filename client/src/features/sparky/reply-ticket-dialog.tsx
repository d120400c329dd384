import type { ChatMessage, Conversation } from '@domain/sparky';
import { PhoneCall } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateTicketDialog } from '@/features/tickets';
import { ticketDraftOf } from './reply-ticket';
import { useTicketFromReply } from './use-ticket-from-reply';

/**
 * The Create Ticket dialog of a reply, prefilled with Sparky's draft for the user to review and
 * submit; an escalation also shows the district's on-call phone.
 */
export function ReplyTicketDialog({
  conversation,
  reply,
  district,
  onClose,
}: {
  conversation: Conversation;
  reply: ChatMessage;
  district: { id: string; name: string };
  onClose: () => void;
}) {
  const ticket = useTicketFromReply();
  const { t } = useTranslation('sparky');
  const draft = useMemo(() => ticketDraftOf(conversation, reply), [conversation, reply]);
  const escalation = reply.actionRequired === 'escalate';
  return (
    <CreateTicketDialog
      open
      onOpenChange={(open) => !open && onClose()}
      variant="support"
      districts={[district]}
      defaultDistrictId={district.id}
      initialValues={draft}
      onSubmit={(payload) => ticket.submit(conversation, reply, payload)}
      notice={
        escalation && (
          <div className="flex items-start gap-2.5 rounded-lg border border-tone-red-border bg-tone-red-bg px-3 py-2.5 text-sm text-fg">
            <PhoneCall aria-hidden className="mt-0.5 size-4 shrink-0 text-tone-red-fg" />
            {conversation.onCallPhone ? (
              <p>
                {t('ticket.urgent')}{' '}
                <a
                  href={`tel:${conversation.onCallPhone.replace(/[^\d+]/g, '')}`}
                  className="font-semibold underline"
                >
                  {conversation.onCallPhone}
                </a>
              </p>
            ) : (
              <p>{t('ticket.critical')}</p>
            )}
          </div>
        )
      }
    />
  );
}
