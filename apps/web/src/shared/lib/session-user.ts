import { displayName, formatPlace, type Region, type SessionUser } from '@marketplace/contract';

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

/** "City, State" as the account area shows it, in the edition's form (`Austin, TX`). */
export function sessionUserPlace(user: SessionUser, region: Region): string {
  return user.address ? formatPlace(user.address, region) : '';
}
