import type { Region } from '@marketplace/contract';

/** The e-mails of saved searches (decision 098), in each edition's language. */
const TEXTS = {
  us: {
    allOffers: 'All offers',
    instantSubject: (name: string) => `New offer for your search "${name}"`,
    instant: (name: string, title: string, link: string, searches: string) =>
      `A new offer matches your saved search "${name}":\n\n${title}\n${link}\n\nManage your saved searches and alerts:\n${searches}`,
    digestSubject: (count: number) =>
      count === 1 ? 'A new offer for your saved searches' : `${count} new offers for your saved searches`,
    digest: (lines: string, searches: string) =>
      `New offers matched your saved searches since yesterday:\n\n${lines}\n\nManage your saved searches and alerts:\n${searches}`,
    line: (name: string, title: string, link: string) => `${title} (${name})\n${link}`,
  },
  pl: {
    allOffers: 'Wszystkie ogłoszenia',
    instantSubject: (name: string) => `Nowe ogłoszenie dla Twojego wyszukiwania „${name}”`,
    instant: (name: string, title: string, link: string, searches: string) =>
      `Nowe ogłoszenie pasuje do Twojego zapisanego wyszukiwania „${name}”:\n\n${title}\n${link}\n\nZarządzaj zapisanymi wyszukiwaniami i powiadomieniami:\n${searches}`,
    digestSubject: (count: number) =>
      count === 1
        ? 'Nowe ogłoszenie dla Twoich zapisanych wyszukiwań'
        : `Nowe ogłoszenia dla Twoich zapisanych wyszukiwań: ${count}`,
    digest: (lines: string, searches: string) =>
      `Od wczoraj pojawiły się nowe ogłoszenia pasujące do Twoich zapisanych wyszukiwań:\n\n${lines}\n\nZarządzaj zapisanymi wyszukiwaniami i powiadomieniami:\n${searches}`,
    line: (name: string, title: string, link: string) => `${title} (${name})\n${link}`,
  },
} as const;

/** The name suggested for a search without a phrase or a category. */
export const allOffersName = (region: Region) => TEXTS[region].allOffers;

export function newMatchMessage(
  region: Region,
  input: { name: string; title: string; link: string; searchesLink: string },
) {
  const texts = TEXTS[region];
  return {
    subject: texts.instantSubject(input.name),
    text: texts.instant(input.name, input.title, input.link, input.searchesLink),
  };
}

export function digestMessage(
  region: Region,
  items: { name: string; title: string; link: string }[],
  searchesLink: string,
) {
  const texts = TEXTS[region];
  const lines = items.map((item) => texts.line(item.name, item.title, item.link)).join('\n\n');
  return { subject: texts.digestSubject(items.length), text: texts.digest(lines, searchesLink) };
}
