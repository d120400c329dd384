import type { AuthUser } from '@domain/auth';
import { canEdit } from '@domain/roles';
import type { ArticleRef, ChatMessage } from '@domain/sparky';
import { Bot, MessageSquarePlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '@/lib/api';
import { useWorkingDistrict } from '@/lib/working-district';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { LoadingState } from '@/ui/spinner';
import { ArticleDialog } from './article-dialog';
import { ChatComposer } from './chat-composer';
import { ChatMessageView } from './chat-message';
import { ConversationHistory } from './conversation-history';
import { ReplyTicketDialog } from './reply-ticket-dialog';
import { SparkyBadges } from './sparky-badges';
import { TopicChips } from './topic-chips';
import { PendingTurn, SparkyWelcome } from './typing-indicator';
import { useAiStatus } from './use-ai-status';
import { useConversation } from './use-conversation';
import { useConversations } from './use-conversations';
import { useRateReply } from './use-rate-reply';
import { useSendChat } from './use-send-chat';
import { useStoredSession } from './use-stored-session';

/** The conversation with Sparky for one district (see docs/product.md#sparky). */
export function SparkyChat({ user, districtId }: { user: AuthUser; districtId: string }) {
  const [sessionId, setSessionId] = useStoredSession(user.id, districtId);
  const { t } = useTranslation('sparky');
  const [draft, setDraft] = useState('');
  const [pendingQuestion, setPendingQuestion] = useState<string | null>(null);
  /** The words of a streamed reply so far. */
  const [streamed, setStreamed] = useState('');
  const status = useAiStatus();
  const conversation = useConversation(sessionId);
  const conversations = useConversations(districtId);
  const send = useSendChat(districtId, setSessionId, setStreamed);
  const rate = useRateReply(sessionId);
  const { districtName } = useWorkingDistrict();
  const [ticketFor, setTicketFor] = useState<ChatMessage | null>(null);
  const [article, setArticle] = useState<ArticleRef | null>(null);
  const endRef = useRef<HTMLDivElement>(null);

  // A remembered session that no longer exists (or is not ours) starts over.
  const missing = conversation.isError && errorStatus(conversation.error) === 404;
  useEffect(() => {
    if (missing) setSessionId(null);
  }, [missing, setSessionId]);

  const messages = conversation.data?.messages ?? [];
  const lastReply = [...messages].reverse().find((m) => m.role === 'assistant');

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever a message or the pending question appears
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [messages.length, pendingQuestion, streamed]);

  function ask(text: string) {
    const message = text.trim();
    if (!message || send.isPending) return;
    setPendingQuestion(message);
    setStreamed('');
    setDraft('');
    send.mutate(
      {
        message,
        userId: user.id,
        districtId,
        sessionId: sessionId ?? undefined,
        askedAt: new Date().toISOString(),
        stream: status.data?.engine === 'llm',
      },
      {
        onError: () => setDraft(message),
        onSettled: () => {
          setPendingQuestion(null);
          setStreamed('');
        },
      },
    );
  }

  const mayCreateTickets = canEdit(user.role);
  const loadingConversation = sessionId !== null && conversation.isPending;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
      <Card className="flex min-w-0 flex-col">
        <CardHeader className="gap-3 border-b border-border pb-4">
          <div className="flex items-center justify-between gap-3">
            <CardTitle className="flex items-center gap-2">
              <Bot aria-hidden className="size-4 text-brand-soft-fg" />
              {t('chat.title')}
            </CardTitle>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setSessionId(null)}
              disabled={sessionId === null || send.isPending}
            >
              <MessageSquarePlus aria-hidden />
              {t('chat.newChat')}
            </Button>
          </div>
          <SparkyBadges status={status.data} lastReply={lastReply} sessionId={sessionId} />
        </CardHeader>

        <div
          role="log"
          aria-label={t('chat.log')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area must be reachable with the keyboard, also before a reply brings a button.
          tabIndex={0}
          aria-busy={send.isPending}
          className="flex h-[max(20rem,calc(100dvh-25rem))] flex-col gap-5 overflow-y-auto px-4 py-5 sm:px-5"
        >
          {loadingConversation ? (
            <LoadingState message={t('chat.loading')} />
          ) : messages.length === 0 && !pendingQuestion ? (
            <Welcome firstName={user.firstName} />
          ) : (
            messages.map((m) => (
              <ChatMessageView
                key={m.id}
                message={m}
                configuredEngine={status.data?.engine}
                onCreateTicket={mayCreateTickets ? () => setTicketFor(m) : undefined}
                onOpenArticle={setArticle}
                onRate={(helpful) => rate.mutate({ messageId: m.id, helpful })}
                rating={{ pending: rate.isPending && rate.variables?.messageId === m.id }}
                onCallPhone={conversation.data?.onCallPhone ?? null}
              />
            ))
          )}
          {pendingQuestion && <PendingTurn question={pendingQuestion} streamed={streamed} />}
          <div ref={endRef} />
        </div>

        <CardContent className="flex flex-col gap-3 border-t border-border pt-4">
          <TopicChips onPick={ask} disabled={send.isPending} />
          <ChatComposer
            value={draft}
            onChange={setDraft}
            onSend={() => ask(draft)}
            pending={send.isPending}
          />
        </CardContent>
      </Card>

      <Card className="h-fit">
        <CardHeader>
          <CardTitle as="h3">{t('chat.recent')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ConversationHistory
            conversations={conversations.data}
            loading={conversations.isPending}
            currentId={sessionId}
            onOpen={setSessionId}
          />
        </CardContent>
      </Card>
      {ticketFor && conversation.data && (
        <ReplyTicketDialog
          key={ticketFor.id}
          conversation={conversation.data}
          reply={ticketFor}
          district={{ id: districtId, name: districtName ?? t('chat.thisDistrict') }}
          onClose={() => setTicketFor(null)}
        />
      )}
      <ArticleDialog article={article} onClose={() => setArticle(null)} />
    </div>
  );
}

function Welcome({ firstName }: { firstName: string }) {
  const { t } = useTranslation('sparky');
  return <SparkyWelcome firstName={firstName}>{t('chat.welcome')}</SparkyWelcome>;
}
