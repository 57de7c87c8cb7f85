import { Icon, type IconProps } from './icons.tsx';

/*
 * Apart from icons.tsx, which the first screen loads (decision 045): only the account menu and My
 * profile show it (the Balance screen's link).
 */
export const WalletIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5v10A2.5 2.5 0 0 0 6.5 20H20V8H6.5A2.5 2.5 0 0 1 4 7.5Z" />
    <circle cx="16" cy="14" r="1.2" />
  </Icon>
);
