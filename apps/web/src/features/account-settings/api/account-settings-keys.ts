/** Query keys of the account settings feature. */
export const accountSettingsKeys = {
  myAccount: ['accounts', 'my'] as const,
  profileStats: ['stats', 'my-profile'] as const,
  /** "Download my data": the latest requests (decision 077). */
  dataExports: ['accounts', 'my', 'data-exports'] as const,
  /**
   * The add-card dialog's set-up (a Stripe SetupIntent): one per opening, dropped when it closes.
   * Not under the saved cards' key, so saving a card does not ask for another.
   */
  cardSetup: ['card-setup'] as const,
};
