import { LINK_MAX, PAGE_PATHS } from '@marketplace/contract';

/** A piece of a message: plain text, or an http(s) address with its host (decision 132). */
export type MessagePart = { text: string } | { text: string; url: string; host: string };

// An address is http(s):// up to whitespace; closing punctuation stays text ("see https://x.com.").
const LINK = /https?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"»]+$/;

/** The address as a link target, or null: only http(s), with a host, of bounded length. */
export function httpLink(value: string): URL | null {
  if (value.length > LINK_MAX || !/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url : null;
  } catch {
    return null;
  }
}

/** A message's text split into text and links; anything but http(s) stays text (`javascript:` never links). */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING, '');
    const url = httpLink(raw);
    if (!url) continue;
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: raw, url: url.href, host: url.hostname });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Our page that says where a link leads before leaving the site. */
export const leavingPath = (url: string) => `${PAGE_PATHS.leaving}?to=${encodeURIComponent(url)}`;
