import type { PriceProposalDto, PriceProposalStep } from '@marketplace/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { useRealtimeEvent, useRealtimeReconnected } from '#web/shared/realtime/realtime-bus.ts';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { useAnswerProposal } from '../api/change-proposal.ts';
import { useConversationProposals } from '../api/get-proposals.ts';
import { priceProposalKeys } from '../api/price-proposal-keys.ts';
import { AmountDialog } from './amount-dialog.tsx';

/**
 * A price proposal's message in the conversation (issue 28): for a proposal or a counter, its card
 * with the price, the asking one, what became of it and the buttons its reader may use (Accept,
 * Decline and Counter for the seller; Accept and Decline for the buyer on a counter); for an answer,
 * or its end with the offer (closed, sold out), one line. Every step of the conversation's proposals arrives on the socket: the cards refetch.
 */
export function ProposalMessage({
  conversationId,
  proposalId,
  step,
  own,
  fallback,
}: {
  conversationId: number;
  proposalId: number;
  step: PriceProposalStep;
  own: boolean;
  /** The message's text (the amount), while the proposal is not loaded or is gone. */
  fallback: string;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const queryClient = useQueryClient();
  const proposals = useConversationProposals(conversationId);
  const refetch = () =>
    void queryClient.invalidateQueries({ queryKey: priceProposalKeys.conversation(conversationId) });
  useRealtimeEvent('message', ({ message }) => {
    if (message.conversationId === conversationId && message.proposal) refetch();
  });
  // Steps missed while the socket was away come with the conversation's catch-up, not as events.
  useRealtimeReconnected(refetch);
  const proposal = proposals.data?.items.find((item) => item.id === proposalId);
  // An answer (or an end) shown while the proposals read before it still say open: read them again, once.
  const behind = proposal?.status === 'open' && step !== 'made' && step !== 'countered';
  const refetched = useRef(false);
  useEffect(() => {
    if (!behind || refetched.current) return;
    refetched.current = true;
    refetch();
  });
  const price = proposal ? formatAmount(proposal.amount, region) : fallback;

  // An answer, or the end of a proposal whose offer can no longer be bought: one line.
  if (step === 'accepted' || step === 'declined' || step === 'ended') {
    return (
      <p
        className={cn(
          'rounded-2xl border px-3.5 py-2 text-sm font-semibold',
          step === 'accepted'
            ? 'border-brand-200 bg-brand-50 text-brand-900'
            : 'border-line bg-canvas text-ink-muted',
        )}
        data-testid="proposal-answer"
      >
        {t(`priceProposals.answer.${step}`, { price })}
      </p>
    );
  }
  return (
    <article
      className={cn(
        'flex w-80 max-w-full flex-col gap-2 rounded-2xl border bg-surface p-3.5 shadow-card',
        own ? 'border-brand-300' : 'border-line-strong',
      )}
      aria-label={t(`priceProposals.card.${step}`)}
      data-testid="proposal-card"
    >
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t(`priceProposals.card.${step}`)}
      </p>
      <p className="text-2xl font-extrabold tracking-tight tabular-nums">{price}</p>
      {proposal && (
        <>
          <p className="text-sm text-ink-muted">
            {t('priceProposals.askingPrice', { price: formatAmount(proposal.askingPrice, region) })}
          </p>
          <ProposalStatus proposal={proposal} />
          <ProposalActions proposal={proposal} />
        </>
      )}
    </article>
  );
}

function ProposalStatus({ proposal }: { proposal: PriceProposalDto }) {
  const { t } = useTranslation();
  const region = useRegion();
  const until = formatDateTime(proposal.expiresAt, region);
  return (
    <div className="flex flex-col gap-2">
      <p
        className={cn(
          'text-sm font-semibold',
          proposal.status === 'accepted' ? 'text-brand-800' : 'text-ink-muted',
        )}
        data-testid="proposal-status"
      >
        {t(`priceProposals.status.${proposal.status}`, { until })}
      </p>
      {proposal.status === 'accepted' && proposal.viewerRole === 'buyer' && (
        <ButtonLink to={`/offer/${proposal.offerId}`} size="sm" variant="primary">
          {t('priceProposals.buyAtThisPrice')}
        </ButtonLink>
      )}
    </div>
  );
}

function ProposalActions({ proposal }: { proposal: PriceProposalDto }) {
  const { t } = useTranslation();
  const region = useRegion();
  const answer = useAnswerProposal();
  const [countering, setCountering] = useState(false);
  if (!proposal.canAccept && !proposal.canDecline && !proposal.canCounter) return null;
  const run = async (action: 'accept' | 'decline') => {
    try {
      await answer.mutateAsync({ id: proposal.id, action });
      toast.success(t(`priceProposals.done.${action}`));
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {proposal.canAccept && (
        <Button
          size="sm"
          loading={answer.isPending && answer.variables?.action === 'accept'}
          onClick={() => void run('accept')}
        >
          {t('priceProposals.accept')}
        </Button>
      )}
      {proposal.canDecline && (
        <Button size="sm" variant="ghost" disabled={answer.isPending} onClick={() => void run('decline')}>
          {t('priceProposals.decline')}
        </Button>
      )}
      {proposal.canCounter && (
        <>
          <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => setCountering(true)}>
            {t('priceProposals.counter')}
          </Button>
          <AmountDialog
            open={countering}
            onClose={() => setCountering(false)}
            title={t('priceProposals.counterTitle')}
            askingPrice={proposal.askingPrice}
            minimum={proposal.amount + 1}
            hint={t('priceProposals.counterHint', { price: formatAmount(proposal.amount, region) })}
            submitLabel={t('priceProposals.sendCounter')}
            pending={answer.isPending}
            onSubmit={async (amount) => {
              await answer.mutateAsync({ id: proposal.id, action: 'counter', amount });
              toast.success(t('priceProposals.done.counter'));
            }}
          />
        </>
      )}
    </div>
  );
}
