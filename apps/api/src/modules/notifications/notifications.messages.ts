import type { Region } from '@marketplace/contract';

const TEXTS = {
  us: {
    subject: (title: string) => `Your offer "${title}" expires soon`,
    email: (title: string, link: string) =>
      `Your offer "${title}" will stop being shown in 3 days.\n\nOpen it to check it or extend it:\n${link}`,
  },
  pl: {
    subject: (title: string) => `Twoje ogłoszenie „${title}” wkrótce wygaśnie`,
    email: (title: string, link: string) =>
      `Twoje ogłoszenie „${title}” przestanie być wyświetlane za 3 dni.\n\nOtwórz je, aby je sprawdzić lub przedłużyć:\n${link}`,
  },
} as const;

export function expiringOfferMessage(region: Region, title: string, link: string) {
  return { subject: TEXTS[region].subject(title), text: TEXTS[region].email(title, link) };
}
