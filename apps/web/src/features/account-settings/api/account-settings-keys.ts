/** Query keys of the account settings feature. */
export const accountSettingsKeys = {
  myAccount: ['accounts', 'my'] as const,
  profileStats: ['stats', 'my-profile'] as const,
};
