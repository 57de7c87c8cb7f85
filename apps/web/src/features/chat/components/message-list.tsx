import type { ChatMessageDto } from '@marketplace/contract';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { formatMessageTime } from '../lib/chat-format.ts';
import { MessageText } from './message-text.tsx';
import { MessageWarnings } from './message-warnings.tsx';

/** A message as shown: sent ones, and the user's own still on their way (`pending`). */
export interface ShownMessage extends Pick<ChatMessageDto, 'message' | 'createdAt'> {
  key: string;
  /** A step of a price proposal (issue 28): shown by `renderProposal` instead of the text. */
  proposal?: ChatMessageDto['proposal'];
  own: boolean;
  pending?: boolean;
  /** The author's label when the conversation has more than one other side (Admin). */
  author?: string;
  /** Why to be careful with someone else's message (decision 132). */
  warnings?: readonly string[];
}

/** Pixels from the bottom that still count as "at the bottom". */
const NEAR_BOTTOM = 80;

/**
 * The messages, oldest first, own on the right and others on the left, with their times; scrolled
 * to the bottom when opened and when a message arrives, unless the user has scrolled up to read;
 * older pages load above without moving what the user reads.
 */
export function MessageList({
  messages,
  before,
  renderProposal,
}: {
  messages: ShownMessage[];
  before?: ReactNode;
  /** What a proposal's message shows (the price-proposals feature's card, composed by the route). */
  renderProposal?: (message: ShownMessage & { proposal: NonNullable<ShownMessage['proposal']> }) => ReactNode;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const shown = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const first = messages[0]?.key;
    const last = messages.at(-1)?.key;
    const previous = shown.current;
    const lastMessage = messages.at(-1);
    if (previous.first !== undefined && first !== previous.first && last === previous.last) {
      // Older messages came in above: keep the ones in view where they were.
      element.scrollTop += element.scrollHeight - previous.height;
    } else if (
      previous.last === undefined ||
      atBottom.current ||
      (last !== previous.last && lastMessage?.own)
    ) {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
    shown.current = { first, last, height: element.scrollHeight };
  }, [messages]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM;
  };

  return (
    <div
      ref={box}
      onScroll={onScroll}
      // Scrolled by the keyboard too (a long conversation, a proposal's card taller than the screen).
      tabIndex={0}
      role="region"
      aria-label={t('chat.messagesLabel')}
      className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-5"
      data-testid="chat-messages"
    >
      {before}
      {messages.length === 0 ? (
        <p className="m-auto max-w-xs text-center text-sm text-ink-muted">{t('chat.firstMessage')}</p>
      ) : (
        <ol className="mt-auto flex flex-col gap-2" aria-label={t('chat.messagesLabel')} aria-live="polite">
          {messages.map((message) => (
            <li
              key={message.key}
              className={cn(
                'flex max-w-[85%] flex-col gap-0.5 sm:max-w-[70%]',
                message.own ? 'self-end items-end' : 'self-start items-start',
              )}
            >
              {message.author && (
                <span className="px-1 text-xs font-semibold text-ink-muted">{message.author}</span>
              )}
              {message.proposal && renderProposal ? (
                renderProposal({ ...message, proposal: message.proposal })
              ) : (
                <p
                  className={cn(
                    'rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-snug break-words whitespace-pre-wrap',
                    message.own
                      ? 'rounded-br-md bg-brand-700 text-white'
                      : 'rounded-bl-md bg-canvas text-ink',
                    message.pending && 'opacity-70',
                  )}
                >
                  <MessageText text={message.message} own={message.own} />
                </p>
              )}
              {!message.own && message.warnings && message.warnings.length > 0 && (
                <MessageWarnings warnings={message.warnings} />
              )}
              <span className="px-1 text-xs text-ink-subtle">
                {message.pending ? (
                  t('chat.sending')
                ) : (
                  <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, region)}</time>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
