import { displayName, type Region } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  accounts,
  chatMessages,
  conversationParticipants,
  conversations,
  notifications,
} from '../db/schema/index.ts';
import type { EditionPlan } from './plan.ts';

const MINUTE = 60 * 1000;

/** The demo conversations' words, in the edition's language. */
const TEXTS: Record<Region, { offer: [string, string][]; administration: [string, string][] }> = {
  us: {
    offer: [
      ['jan', 'Hi Anna, is this still available?'],
      ['anna', 'Hi Jan, yes it is. Would you like to see it first?'],
      ['jan', 'Sure. Could I come by on Saturday morning?'],
      ['jan', 'Also, would you take a little less if I pick it up myself?'],
    ],
    administration: [
      ['jan', 'Hello, how do I change the e-mail address of my account?'],
      [
        'admin',
        'Hi Jan, open Account settings and edit the e-mail address there; we send a code to confirm it.',
      ],
    ],
  },
  pl: {
    offer: [
      ['jan', 'Dzień dobry, czy oferta jest nadal aktualna?'],
      ['anna', 'Dzień dobry, tak, jest aktualna. Chce Pan najpierw obejrzeć?'],
      ['jan', 'Chętnie. Czy mogę przyjść w sobotę rano?'],
      ['jan', 'I czy cena jest do negocjacji przy odbiorze osobistym?'],
    ],
    administration: [
      ['jan', 'Dzień dobry, jak zmienić adres e-mail na koncie?'],
      [
        'admin',
        'Dzień dobry, w ustawieniach konta można zmienić adres e-mail; wyślemy kod, by go potwierdzić.',
      ],
    ],
  },
};

/**
 * Demo conversations (decision 065): `jan` asks `anna` about one of her offers (her last message
 * read, Jan's last one unread by her, with its notification), and `jan` has a conversation with the administration,
 * answered by the edition's `admin`. Answers how many conversations it made.
 */
export async function insertDemoConversations(
  tx: Executor,
  region: Region,
  plan: EditionPlan,
  accountIds: Map<string, number>,
  offerIds: Map<string, number>,
  now: Date,
): Promise<number> {
  const jan = accountIds.get('jan');
  const anna = accountIds.get('anna');
  const admin = accountIds.get('admin');
  const offer = plan.offers.find(
    (candidate) => candidate.account === 'anna' && candidate.status === 'published',
  );
  if (!jan || !anna) return 0;
  const authorOf: Record<string, number | undefined> = { jan, anna, admin };
  let made = 0;

  const conversation = async (
    values: Omit<typeof conversations.$inferInsert, 'region'>,
    texts: [string, string][],
    reads: Record<number, number>,
  ) => {
    const start = now.getTime() - (texts.length + 1) * 37 * MINUTE;
    const at = (i: number) => new Date(start + (i + 1) * 37 * MINUTE);
    const [row] = await tx
      .insert(conversations)
      .values({ ...values, region, lastMessageAt: at(texts.length - 1), createdAt: at(-1) })
      .returning({ id: conversations.id });
    const messages = await tx
      .insert(chatMessages)
      .values(
        texts.map(([author, body], i) => ({
          conversationId: row!.id,
          authorId: authorOf[author] ?? null,
          body,
          createdAt: at(i),
        })),
      )
      .returning({ id: chatMessages.id });
    await tx.insert(conversationParticipants).values(
      Object.entries(reads).map(([accountId, readCount]) => ({
        conversationId: row!.id,
        accountId: Number(accountId),
        lastReadMessageId: readCount > 0 ? messages[readCount - 1]!.id : 0,
      })),
    );
    made += 1;
    return { id: row!.id, lastMessageId: messages.at(-1)!.id, lastAt: at(texts.length - 1) };
  };

  const texts = TEXTS[region];
  if (offer && offerIds.has(offer.title)) {
    const offerId = offerIds.get(offer.title)!;
    const talk = await conversation(
      {
        kind: 'direct',
        pairKey: `direct:${Math.min(jan, anna)}:${Math.max(jan, anna)}:${offerId}`,
        offerId,
        subjectName: offer.title,
      },
      texts.offer,
      // Anna has read all but Jan's last message; Jan has read everything.
      { [jan]: texts.offer.length, [anna]: texts.offer.length - 1 },
    );
    // Her bell tells her so, as sending it would have.
    const [writer] = await tx.select().from(accounts).where(eq(accounts.id, jan));
    await tx.insert(notifications).values({
      region,
      accountId: anna,
      kind: 'newchatmessage',
      data: { conversationId: talk.id, messageWriter: displayName(writer!), offerTitle: offer.title },
      dedupeKey: `newchatmessage:${talk.lastMessageId}:${anna}`,
      createdAt: talk.lastAt,
    });
  }
  if (admin) {
    await conversation(
      { kind: 'administration', pairKey: `administration:${jan}`, offerId: null, subjectName: '' },
      texts.administration,
      { [jan]: texts.administration.length, [admin]: texts.administration.length },
    );
  }
  return made;
}
