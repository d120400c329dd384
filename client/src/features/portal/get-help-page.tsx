import { draftFromConversation, HELP_PATHS, type PortalTicketDraft } from '@domain/portal';
import type { ArticleRef, ChatMessage } from '@domain/sparky';
import { Bot, CheckCircle2, LifeBuoy, MessageSquarePlus, ThumbsUp } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import {
  ArticleDialog,
  ChatComposer,
  ChatMessageView,
  PendingTurn,
  SparkyWelcome,
  useAiStatus,
  useConversation,
  useRateReply,
  useSendChat,
  useSolved,
  useStoredSession,
} from '@/features/sparky';
import { errorStatus } from '@/lib/api';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { LoadingState } from '@/ui/spinner';
import { HelpFrame } from './help-header';
import { type PortalTicketContext, PortalTicketDialog } from './portal-ticket-dialog';
import { usePortalWords } from './use-portal-words';

/**
 * Get help (see docs/product.md#help): the question goes to Sparky first; "That solved it" ends
 * there, "I still need help" opens the short ticket form prefilled from the conversation.
 */
export function GetHelpPage() {
  const user = useCurrentUser();
  const districtId = user.districtId;
  const [sessionId, setSessionId] = useStoredSession(user.id, districtId);
  const [draft, setDraft] = useState('');
  const [pendingQuestion, setPendingQuestion] = useState<string | null>(null);
  const [streamed, setStreamed] = useState('');
  const [ticket, setTicket] = useState<{ draft: PortalTicketDraft; context: PortalTicketContext } | null>(
    null,
  );
  const [article, setArticle] = useState<ArticleRef | null>(null);
  const status = useAiStatus();
  const conversation = useConversation(sessionId);
  const send = useSendChat(districtId ?? '', setSessionId, setStreamed, { actionToasts: false });
  const rate = useRateReply(sessionId);
  const solved = useSolved();
  const endRef = useRef<HTMLDivElement>(null);
  // The buttons that ended the conversation are gone once it ends: focus goes to what replaced them.
  const [focusOutcome, setFocusOutcome] = useState(false);
  const { t } = usePortalWords();
  const viewTicketRef = useRef<HTMLAnchorElement>(null);

  // A remembered conversation that no longer exists starts over.
  const missing = conversation.isError && errorStatus(conversation.error) === 404;
  useEffect(() => {
    if (missing) setSessionId(null);
  }, [missing, setSessionId]);

  const messages = conversation.data?.messages ?? [];
  const lastReply = [...messages].reverse().find((m) => m.role === 'assistant');
  const ticketed = [...messages].reverse().find((m) => m.linkedTicket)?.linkedTicket ?? null;
  const solvedAt = conversation.data?.solvedAt ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever a message or the pending question appears
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [messages.length, pendingQuestion, streamed, solvedAt, ticketed?.id]);

  function ask(text: string) {
    const message = text.trim();
    if (!message || send.isPending || !districtId) return;
    setPendingQuestion(message);
    setStreamed('');
    setDraft('');
    send.mutate(
      {
        message,
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

  function stillNeedHelp(reply: ChatMessage) {
    if (!sessionId) return;
    setTicket({
      draft: draftFromConversation(sessionId, messages, reply),
      context: { sessionId, messageId: reply.id, escalated: reply.actionRequired === 'escalate' },
    });
  }

  const loading = sessionId !== null && conversation.isPending;
  const answered = lastReply !== undefined && !send.isPending;

  return (
    <HelpFrame title={t('help.title')} description={t('help.description')}>
      <Card className="flex min-w-0 flex-col">
        <CardHeader className="flex-row items-center justify-between gap-3 border-b border-border pb-4">
          <CardTitle className="flex items-center gap-2">
            <Bot aria-hidden className="size-4 text-brand-soft-fg" />
            {t('help.askSparky')}
          </CardTitle>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setSessionId(null)}
            disabled={sessionId === null || send.isPending}
          >
            <MessageSquarePlus aria-hidden />
            {t('help.newQuestion')}
          </Button>
        </CardHeader>
        <div
          role="log"
          aria-label={t('help.log')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area must be reachable with the keyboard.
          tabIndex={0}
          aria-busy={send.isPending}
          className="flex min-h-64 flex-col gap-5 overflow-y-auto px-4 py-5 sm:max-h-[calc(100dvh-24rem)] sm:px-5"
        >
          {loading ? (
            <LoadingState message={t('help.loading')} />
          ) : messages.length === 0 && !pendingQuestion ? (
            <Welcome firstName={user.firstName} />
          ) : (
            messages.map((m) => (
              <ChatMessageView
                key={m.id}
                message={m}
                configuredEngine={status.data?.engine}
                onOpenArticle={setArticle}
                onRate={(helpful) => rate.mutate({ messageId: m.id, helpful })}
                rating={{ pending: rate.isPending && rate.variables?.messageId === m.id }}
                onCallPhone={conversation.data?.onCallPhone ?? null}
              />
            ))
          )}
          {pendingQuestion && <PendingTurn question={pendingQuestion} streamed={streamed} />}
          {answered && sessionId && (
            <Outcome
              ticketed={ticketed}
              solved={solvedAt !== null}
              pending={solved.isPending}
              onSolved={() =>
                solved.mutate(
                  { sessionId, messageId: lastReply.id },
                  { onSuccess: () => setFocusOutcome(true) },
                )
              }
              focus={focusOutcome}
              onFocused={() => setFocusOutcome(false)}
              viewTicketRef={viewTicketRef}
              onStillNeedHelp={() => stillNeedHelp(lastReply)}
              onNewQuestion={() => setSessionId(null)}
            />
          )}
          <div ref={endRef} />
        </div>
        <CardContent className="border-t border-border pt-4">
          <ChatComposer
            value={draft}
            onChange={setDraft}
            onSend={() => ask(draft)}
            pending={send.isPending}
          />
        </CardContent>
      </Card>
      <PortalTicketDialog
        draft={ticket?.draft ?? null}
        context={ticket?.context ?? {}}
        onClose={() => setTicket(null)}
        focusAfterCreated={() => viewTicketRef.current}
      />
      <ArticleDialog article={article} onClose={() => setArticle(null)} />
    </HelpFrame>
  );
}

/** Under Sparky's last reply: did it solve it? Or where the conversation ended. */
function Outcome({
  ticketed,
  solved,
  pending,
  onSolved,
  onStillNeedHelp,
  onNewQuestion,
  focus,
  onFocused,
  viewTicketRef,
}: {
  ticketed: { id: string; ticketNumber: string } | null;
  solved: boolean;
  pending: boolean;
  onSolved: () => void;
  onStillNeedHelp: () => void;
  onNewQuestion: () => void;
  /** Move focus to "Ask something else" (the button that led to it is gone). */
  focus: boolean;
  onFocused: () => void;
  /** The ticket's link, where focus goes when its confirmation closes. */
  viewTicketRef: RefObject<HTMLAnchorElement | null>;
}) {
  const next = useRef<HTMLButtonElement>(null);
  const { t } = usePortalWords();
  useEffect(() => {
    if (!focus || !solved) return;
    next.current?.focus();
    onFocused();
  }, [focus, solved, onFocused]);
  if (ticketed)
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-tone-blue-border bg-tone-blue-bg px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-fg">
          <LifeBuoy aria-hidden className="size-4 shrink-0 text-tone-blue-fg" />
          {t('help.ticketed', { number: ticketed.ticketNumber })}
        </p>
        <Link
          ref={viewTicketRef}
          to={HELP_PATHS.ticket(ticketed.id)}
          className="rounded-sm font-medium text-fg underline underline-offset-2"
        >
          {t('help.viewTicket', { number: ticketed.ticketNumber })}
        </Link>
      </div>
    );
  if (solved)
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-tone-green-border bg-tone-green-bg px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-fg">
          <CheckCircle2 aria-hidden className="size-4 shrink-0 text-tone-green-fg" />
          {t('help.solved')}
        </p>
        <Button ref={next} variant="ghost" size="sm" onClick={onNewQuestion}>
          {t('help.askElse')}
        </Button>
      </div>
    );
  return (
    <section
      aria-label={t('help.didItSolve')}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium text-fg">{t('help.didItSolve')}</p>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button variant="secondary" onClick={onSolved} loading={pending}>
          {!pending && <ThumbsUp aria-hidden />}
          {t('help.thatSolvedIt')}
        </Button>
        <Button onClick={onStillNeedHelp}>
          <LifeBuoy aria-hidden />
          {t('help.stillNeedHelp')}
        </Button>
      </div>
    </section>
  );
}

function Welcome({ firstName }: { firstName: string }) {
  const { t } = usePortalWords();
  return <SparkyWelcome firstName={firstName}>{t('help.welcome')}</SparkyWelcome>;
}
