// What other features may use of Sparky (the help portal's "Get help").
export { ArticleDialog } from './article-dialog';
export { ChatComposer } from './chat-composer';
export { ChatMessageView } from './chat-message';
export { PendingTurn, SparkyWelcome } from './typing-indicator';
export { useAiStatus } from './use-ai-status';
export { conversationKey, useConversation } from './use-conversation';
export { useRateReply } from './use-rate-reply';
export { useSendChat } from './use-send-chat';
export { useSolved } from './use-solved';
export { useStoredSession } from './use-stored-session';
