import { displayName, type SessionUser } from '@marketplace/contract';

/** The signed-in user's display name (person: first and last name; company: its name). */
export function sessionUserName(user: SessionUser): string {
  return displayName({
    type: user.type,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    companyName: user.companyName ?? null,
    username: user.username,
  });
}

/** "City, State" as the account area shows it: the city and the state's code (`Austin, TX`). */
export function sessionUserPlace(user: SessionUser): string {
  return [user.address?.city, user.address?.state].filter(Boolean).join(', ');
}
