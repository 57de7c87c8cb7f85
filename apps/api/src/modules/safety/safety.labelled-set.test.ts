import type { ChatMessageDto, ConversationDto, Region } from '@marketplace/contract';
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { sendMessage, startConversation } from '../../test/chat.ts';
import { createAccount, createCategory } from '../../test/factories.ts';
import { uploadImage } from '../../test/uploads.ts';
import { LABELLED_MESSAGES } from './labelled/labelled-messages.ts';
import { LABELLED_OFFERS, type PhotoSource } from './labelled/labelled-offers.ts';

/*
 * Safe to trade, measured (bench/README.md, "Scam warnings and holds: labelled set"): the chat
 * warnings (decision 132) and the holds of offers (decision 135) over a labelled set of messages
 * and offers written apart from the rules, through the real API. It prints the table and writes it
 * to test-results/safety-labelled-set.json. The set's labels and texts are never changed to improve
 * a figure; a floor below fails only when a change makes things worse than measured.
 */

const RESULT_FILE = new URL('../../../../../test-results/safety-labelled-set.json', import.meta.url);
const DAY = 24 * 60 * 60 * 1000;
const SLOW = 180_000;
const HONEST_OPENING = 'Hello, is it available?';

/**
 * Bounds on the whole set. Measured 2026-11-30: messages recall 0.884, no false warning; offers
 * recall 0.778 (a cropped or mirrored copy is not matched, some scam texts name no hold word).
 */
const FLOORS = {
  /** The bound: at most 2 % of honest messages warned. */
  messagesFalsePositiveRateMax: 0.02,
  messagesRecallMin: 0.8,
  offersRecallMin: 0.7,
};

/** A seeded generator (Park-Miller): the same pictures on every run. */
function randomOf(seed: number) {
  let state = (seed % 2147483646) + 1;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

/**
 * A picture that looks like a photo to the hash: a gradient, overlapping shapes of varied colour
 * and opacity, and grain. Flat pictures are never matched by design, so they would measure nothing.
 */
async function photoOf(seed: number): Promise<Buffer> {
  const random = randomOf(seed);
  const [width, height] = [800, 600];
  const colour = () =>
    `rgb(${Math.floor(random() * 256)},${Math.floor(random() * 256)},${Math.floor(random() * 256)})`;
  let shapes = '';
  for (let index = 0; index < 18; index += 1) {
    const [x, y, size, opacity] = [
      random() * width,
      random() * height,
      30 + random() * 160,
      0.4 + random() * 0.6,
    ];
    const pick = random();
    if (pick < 0.4)
      shapes += `<circle cx="${x}" cy="${y}" r="${size}" fill="${colour()}" opacity="${opacity}"/>`;
    else if (pick < 0.7)
      shapes += `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" fill="${colour()}" opacity="${opacity}" transform="rotate(${random() * 90} ${x} ${y})"/>`;
    else
      shapes += `<polygon points="${x},${y - size} ${x + size},${y + size} ${x - size},${y + size * 0.6}" fill="${colour()}" opacity="${opacity}"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="${random()}" y2="1">
      <stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let index = 0; index < data.length; index += 1)
    data[index] = Math.max(0, Math.min(255, data[index]! + Math.round((random() - 0.5) * 24)));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Another account's photo as a copier would change it. */
async function changed(original: Buffer, change: Exclude<PhotoSource, 'own'>): Promise<Buffer> {
  const { width, height } = await sharp(original).metadata();
  const image = sharp(original);
  switch (change) {
    case 'copied':
      return original;
    case 'reencoded':
      return image.jpeg({ quality: 60 }).toBuffer();
    case 'resized':
      return image
        .resize(Math.round(width! * 0.6))
        .jpeg()
        .toBuffer();
    case 'brightened':
      return image.modulate({ brightness: 1.15 }).jpeg().toBuffer();
    case 'cropped':
      return image
        .extract({
          left: Math.round(width! * 0.075),
          top: Math.round(height! * 0.075),
          width: Math.round(width! * 0.85),
          height: Math.round(height! * 0.85),
        })
        .jpeg()
        .toBuffer();
    case 'mirrored':
      return image.flop().jpeg().toBuffer();
  }
}

interface Outcome {
  index: number;
  region: Region;
  positive: boolean;
  predicted: boolean;
}

interface Figures {
  n: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number | null;
  recall: number | null;
  falsePositiveRate: number | null;
}

const ratio = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;

function figuresOf(outcomes: Outcome[]): Figures {
  const count = (positive: boolean, predicted: boolean) =>
    outcomes.filter((one) => one.positive === positive && one.predicted === predicted).length;
  const [tp, fp, fn, tn] = [count(true, true), count(false, true), count(true, false), count(false, false)];
  return {
    n: outcomes.length,
    tp,
    fp,
    fn,
    tn,
    precision: ratio(tp, tp + fp),
    recall: ratio(tp, tp + fn),
    falsePositiveRate: ratio(fp, fp + tn),
  };
}

/** The whole set, each edition, the holdout (every third entry, i % 3 === 2) and the rest. */
function groupsOf(outcomes: Outcome[]): Record<'all' | 'us' | 'pl' | 'holdout' | 'rest', Figures> {
  return {
    all: figuresOf(outcomes),
    us: figuresOf(outcomes.filter((one) => one.region === 'us')),
    pl: figuresOf(outcomes.filter((one) => one.region === 'pl')),
    holdout: figuresOf(outcomes.filter((one) => one.index % 3 === 2)),
    rest: figuresOf(outcomes.filter((one) => one.index % 3 !== 2)),
  };
}

function tableOf(sets: Record<string, Record<string, Figures>>): string {
  const show = (value: number | null) => (value === null ? '-' : value.toFixed(3));
  const lines = ['set       group     n    TP   FP   FN   TN   precision  recall  FP rate'];
  for (const [set, groups] of Object.entries(sets))
    for (const [group, f] of Object.entries(groups))
      lines.push(
        [
          set.padEnd(9),
          group.padEnd(8),
          String(f.n).padStart(4),
          ...[f.tp, f.fp, f.fn, f.tn].map((value) => String(value).padStart(4)),
          show(f.precision).padStart(11),
          show(f.recall).padStart(7),
          show(f.falsePositiveRate).padStart(8),
        ].join(' '),
      );
  return lines.join('\n');
}

// A measurement of the rules, which give the same figures on either database (both were run once,
// on 2026-11-30): it runs with the embedded one only, to keep CI's PostgreSQL pass short.
describe.skipIf(process.env.TEST_DATABASE_URL)('scam warnings and holds on the labelled set', () => {
  let t: TestApp;
  const messageOutcomes: (Outcome & { text: string; warnings: string[] })[] = [];
  const offerOutcomes: (Outcome & { title: string; photo: PhotoSource; rule: string | null })[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ env: { EVENT_RELAY: 'false' } });
  });
  afterAll(() => t.close());

  /** An account older than a day: no new-account conversation limit, as most buyers are. */
  const person = async (region: Region): Promise<Caller> => ({
    id: (await createAccount(t.database.db, { region, createdAt: new Date(Date.now() - 2 * DAY) })).id,
    region,
  });

  it(
    'warns the recipient of the labelled chat messages',
    async () => {
      const sellers = { us: await person('us'), pl: await person('pl') };
      for (const [index, labelled] of LABELLED_MESSAGES.entries()) {
        // A new buyer each time: the same-text rule counts the first messages of one sender.
        const buyer = await person(labelled.region);
        const seller = sellers[labelled.region];
        const { id } = await startConversation(t, buyer, seller);
        if (!labelled.first) expect((await sendMessage(t, buyer, id, HONEST_OPENING)).statusCode).toBe(201);
        const sent = await sendMessage(t, buyer, id, labelled.text);
        expect(sent.statusCode, labelled.text).toBe(201);
        const read = (await t.as(seller).get(`/api/conversations/${id}`)).json<ConversationDto>();
        const message = read.messages.items.find((item) => item.id === sent.json<ChatMessageDto>().id);
        const warnings = message?.warnings ?? [];
        messageOutcomes.push({
          index,
          region: labelled.region,
          positive: labelled.scam,
          predicted: warnings.length > 0,
          text: labelled.text,
          warnings,
        });
      }
      expect(messageOutcomes).toHaveLength(LABELLED_MESSAGES.length);
    },
    SLOW,
  );

  it(
    'holds the labelled offers for review',
    async () => {
      const categories = {
        us: (await createCategory(t.database.db, { region: 'us', name: 'Everything' })).id,
        pl: (await createCategory(t.database.db, { region: 'pl', name: 'Wszystko' })).id,
      };
      const addresses = {
        us: {
          street: '1 Main St',
          city: 'Austin',
          state: 'TX',
          post_code: '73301',
          geo_coordinate: { lat: 30.27, lon: -97.74 },
        },
        pl: {
          street: 'Długa 1',
          city: 'Kraków',
          state: 'małopolskie',
          post_code: '30-001',
          geo_coordinate: { lat: 50.06, lon: 19.94 },
        },
      };
      const publish = async (seller: Caller, title: string, description: string, picture: Buffer) => {
        const uploaded = await uploadImage(t.as(seller), picture);
        expect(uploaded.statusCode, title).toBe(201);
        const response = await t.as(seller).post('/api/offers', {
          type: 'product',
          status: 'published',
          category: categories[seller.region],
          title,
          description,
          attributes: {},
          price: { amount: 12000 },
          quantity: 1,
          delivery: { method: 'pickup' },
          address: addresses[seller.region],
          images: [{ file_id: uploaded.json().fileId }],
        });
        expect(response.statusCode, `${title}: ${response.body}`).toBe(201);
        return response.json<{ status: string; review: { state: string; rule?: string } | null }>();
      };

      // The victims publish first, one photo for each offer that copies one (the i-th for the i-th).
      const copying = LABELLED_OFFERS.filter((offer) => offer.photo !== 'own');
      const victims = { us: await person('us'), pl: await person('pl') };
      const victimPhotos: Buffer[] = [];
      for (const [index, offer] of copying.entries()) {
        const picture = await photoOf(10_000 + index);
        victimPhotos.push(picture);
        const published = await publish(
          victims[offer.region],
          `Item ${index + 1}`,
          'Good condition.',
          picture,
        );
        expect(published.status).toBe('published');
      }

      let copied = 0;
      for (const [index, labelled] of LABELLED_OFFERS.entries()) {
        const picture =
          labelled.photo === 'own'
            ? await photoOf(20_000 + index)
            : await changed(victimPhotos[copied++]!, labelled.photo);
        const seller = await person(labelled.region);
        const result = await publish(seller, labelled.title, labelled.description, picture);
        const held = result.review?.state === 'held';
        offerOutcomes.push({
          index,
          region: labelled.region,
          positive: labelled.expect === 'hold',
          predicted: held,
          title: labelled.title,
          photo: labelled.photo,
          rule: held ? (result.review?.rule ?? null) : null,
        });
      }
      expect(offerOutcomes).toHaveLength(LABELLED_OFFERS.length);
    },
    SLOW,
  );

  it('reports precision and recall, and keeps the bound on false warnings', () => {
    const sets = { messages: groupsOf(messageOutcomes), offers: groupsOf(offerOutcomes) };
    const photos = Object.fromEntries(
      (['own', 'copied', 'reencoded', 'resized', 'brightened', 'cropped', 'mirrored'] as const).map(
        (photo) => {
          const ofPhoto = offerOutcomes.filter((one) => one.photo === photo);
          return [photo, { n: ofPhoto.length, held: ofPhoto.filter((one) => one.predicted).length }];
        },
      ),
    );
    const mistakes = {
      messages: {
        missed: messageOutcomes.filter((one) => one.positive && !one.predicted).map((one) => one.text),
        falseWarnings: messageOutcomes
          .filter((one) => !one.positive && one.predicted)
          .map((one) => `${one.text} [${one.warnings.join(', ')}]`),
      },
      offers: {
        missed: offerOutcomes
          .filter((one) => one.positive && !one.predicted)
          .map((one) => `${one.title} (${one.photo})`),
        falseHolds: offerOutcomes
          .filter((one) => !one.positive && one.predicted)
          .map((one) => `${one.title} (${one.photo}) [${one.rule}]`),
      },
    };
    console.log(`${tableOf(sets)}\nphotos of others held: ${JSON.stringify(photos)}`);
    console.log(JSON.stringify(mistakes, null, 2));
    mkdirSync(new URL('.', RESULT_FILE), { recursive: true });
    writeFileSync(
      RESULT_FILE,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), ...sets, photos, mistakes }, null, 2)}\n`,
    );

    expect(sets.messages.all.falsePositiveRate!).toBeLessThanOrEqual(FLOORS.messagesFalsePositiveRateMax);
    expect(sets.messages.all.recall!).toBeGreaterThanOrEqual(FLOORS.messagesRecallMin);
    expect(sets.offers.all.recall!).toBeGreaterThanOrEqual(FLOORS.offersRecallMin);
  });
});
