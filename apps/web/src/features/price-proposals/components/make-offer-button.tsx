import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { currentReturnPath, loginPathFor } from '#web/shared/lib/login-path.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { useMakeProposal } from '../api/change-proposal.ts';
import { AmountDialog } from './amount-dialog.tsx';

/**
 * 'Make an offer' on another seller's product (issue 28): a dialog for the price, in the edition's
 * currency; once made, the conversation with the seller opens, where the proposal's card waits for
 * the answer. A visitor logs in first and comes back to this page. The caller hides it from the
 * offer's owner.
 */
export function MakeOfferButton({ offerId, askingPrice }: { offerId: number; askingPrice: number }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const make = useMakeProposal();
  const [open, setOpen] = useState(false);
  if (askingPrice <= 0 || status === 'loading' || status === 'loggingOut') return null;
  if (status !== 'authenticated') {
    const returnTo = currentReturnPath(location);
    return (
      <ButtonLink to={loginPathFor(returnTo)} state={{ from: returnTo }} variant="outline" block>
        {t('priceProposals.makeOffer')}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button variant="outline" block onClick={() => setOpen(true)}>
        {t('priceProposals.makeOffer')}
      </Button>
      <AmountDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('priceProposals.makeOfferTitle')}
        askingPrice={askingPrice}
        // The seller's floor is private (decision 101): the dialog checks only what the buyer can
        // know, and a price below the floor comes back as the server's field error.
        minimum={1}
        hint={t('priceProposals.makeOfferHint')}
        submitLabel={t('priceProposals.send')}
        pending={make.isPending}
        onSubmit={async (amount) => {
          const proposal = await make.mutateAsync({ offerId, amount });
          toast.success(t('priceProposals.sent'));
          void navigate(`/chat/${proposal.conversationId}`);
        }}
      />
    </>
  );
}
