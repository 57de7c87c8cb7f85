import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '#web/shared/ui/cn.ts';
import { leavingPath, messageParts } from '../lib/links.ts';

/**
 * A message's text with its links (decision 132): each shows the address as written and, after
 * it, the host it really leads to in bold; it opens our leaving page, never the address itself.
 */
export function MessageText({ text, own }: { text: string; own: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {messageParts(text).map((part, index) =>
        'url' in part ? (
          <Link
            key={index}
            to={leavingPath(part.url)}
            rel="nofollow noopener"
            className={cn('underline underline-offset-2', own ? 'text-white' : 'text-brand-800')}
            aria-label={t('chat.safety.linkLabel', { host: part.host })}
            data-testid="chat-link"
          >
            {part.text}
            <span className="ms-1 text-xs whitespace-nowrap no-underline">
              → <strong data-testid="chat-link-host">{part.host}</strong>
            </span>
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
