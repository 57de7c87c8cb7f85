/**
 * Offers written for measuring the holds: honest ones, ones whose text asks to pay or talk outside
 * the site, and ones whose photo is another account's (copied as is, re-encoded, resized, brightened,
 * cropped or mirrored). Written before the rules were read, and not tuned to them.
 * `expect`: 'publish' (honest), 'hold' (the review queue should see it first).
 * Every third entry (by position) is kept aside as the check the rules never saw (safety.labelled-set.test.ts).
 */
export type PhotoSource = 'own' | 'copied' | 'reencoded' | 'resized' | 'brightened' | 'cropped' | 'mirrored';

export interface LabelledOffer {
  region: 'us' | 'pl';
  title: string;
  description: string;
  /** 'own': a photo nobody else has; anything else: another account's published photo, so changed. */
  photo: PhotoSource;
  expect: 'publish' | 'hold';
}

const us = (
  title: string,
  description: string,
  photo: PhotoSource,
  expect: 'publish' | 'hold',
): LabelledOffer => ({
  region: 'us',
  title,
  description,
  photo,
  expect,
});
const pl = (
  title: string,
  description: string,
  photo: PhotoSource,
  expect: 'publish' | 'hold',
): LabelledOffer => ({
  region: 'pl',
  title,
  description,
  photo,
  expect,
});

export const LABELLED_OFFERS: LabelledOffer[] = [
  // US, honest
  us(
    'Trek mountain bike, 21 speeds',
    'Well kept, new brakes last spring. Pickup in Austin or courier.',
    'own',
    'publish',
  ),
  us('IKEA Poang armchair', 'Birch frame, beige cushion, no stains. Smoke-free home.', 'own', 'publish'),
  us(
    'iPhone 13, 128 GB, unlocked',
    'Battery health 89%, always in a case, box and cable included.',
    'own',
    'publish',
  ),
  us(
    'Oak dining table for six',
    'Solid oak, 72 x 36 in, small scratch on one leg, see photos.',
    'own',
    'publish',
  ),
  us('Kids winter jacket, size 8', 'Warm, waterproof, worn one season.', 'own', 'publish'),
  us(
    'House cleaning, weekly or one-off',
    'Experienced cleaner, own supplies, references available.',
    'own',
    'publish',
  ),
  us(
    'Barista, part time, downtown cafe',
    'Weekend shifts, training provided, tips shared fairly.',
    'own',
    'publish',
  ),
  us(
    '2 bedroom apartment near the park',
    'Bright unit, 850 sq ft, laundry in building, pets considered.',
    'own',
    'publish',
  ),
  us(
    'Western Digital 4TB hard drive',
    'External USB 3.0 drive, used for backups, works perfectly.',
    'own',
    'publish',
  ),
  us(
    'Transfer case for Jeep Wrangler',
    'NP231 transfer case, removed from a running 2004 TJ.',
    'own',
    'publish',
  ),
  us('Crypto mining rig frame, aluminium', 'Open air frame for 6 GPUs, no cards included.', 'own', 'publish'),
  us('Piggy bank, vintage ceramic', 'Cute pink pig, a small chip on the ear.', 'own', 'publish'),
  us(
    'Math tutoring for middle school',
    'Certified teacher, online or at your home, first lesson free.',
    'own',
    'publish',
  ),
  us(
    'Guitar lessons for beginners',
    'Acoustic or electric, 45-minute lessons, flexible hours.',
    'own',
    'publish',
  ),
  us('Canon EOS 250D with 18-55 lens', 'Shutter count 4,200, charger and strap included.', 'own', 'publish'),
  us('Telegraph key, antique brass', 'A collector piece from the 1940s, works.', 'own', 'publish'),
  us('Bank statement organiser, leather', 'A4 folder with 12 pockets, new.', 'own', 'publish'),
  us('Samsung 55" 4K TV', 'Model UE55, remote included, wall mount available separately.', 'own', 'publish'),
  us('Studio apartment, short term', 'Furnished, utilities included, 3 to 6 months.', 'own', 'publish'),
  us('Warehouse worker, night shift', 'Forklift license welcome, full time, benefits.', 'own', 'publish'),
  // US, text that asks to go outside the site
  us(
    'PS5 console, new in box',
    'Contact me only on WhatsApp, I do not answer here. Payment by Western Union.',
    'own',
    'hold',
  ),
  us(
    'Golden retriever puppies',
    'Deposit by wire transfer to reserve, shipping by our pet courier.',
    'own',
    'hold',
  ),
  us('MacBook Pro M2, sealed', 'Payment in bitcoin or USDT only, I ship worldwide.', 'own', 'hold'),
  us(
    'Apartment downtown, $600/month',
    'I am abroad, send the deposit via MoneyGram and I mail you the keys.',
    'own',
    'hold',
  ),
  us(
    'Work from home, $500 a day',
    'Easy job, message me on Telegram @easymoney to start today.',
    'own',
    'hold',
  ),
  us(
    'Rolex Submariner',
    'Email me at rolex.deals.now@gmail.com for the price, cash app accepted.',
    'own',
    'hold',
  ),
  us('Concert tickets, front row', 'Pay with Zelle or gift cards, tickets sent by email.', 'own', 'hold'),
  us('iPhone 15 Pro Max 1TB', 'Text me on WhatsApp +1 305 555 0142 for fast deal, wire only.', 'own', 'hold'),
  // US, another account's photo
  us('Trek bike, like new', 'Barely used, selling quickly.', 'copied', 'hold'),
  us('Armchair, birch, beige', 'Good condition.', 'copied', 'hold'),
  us('iPhone 13 unlocked', 'Great phone, cheap.', 'reencoded', 'hold'),
  us('Dining table, oak', 'Must go this week.', 'reencoded', 'hold'),
  us('Kids jacket size 8', 'Like new.', 'resized', 'hold'),
  us('Cleaning services', 'Reliable cleaner.', 'resized', 'hold'),
  us('Canon camera kit', 'With lens.', 'brightened', 'hold'),
  us('55 inch 4K TV', 'Works perfectly.', 'brightened', 'hold'),
  us('Studio for rent', 'Furnished.', 'cropped', 'hold'),
  us('Hard drive 4TB', 'External.', 'mirrored', 'hold'),
  // US, honest with words near the rules
  us(
    'Wire shelving unit, 5 tiers',
    'Chrome wire shelves, 48 x 18 x 72 in, holds 250 lb per shelf.',
    'own',
    'publish',
  ),
  us(
    'Bitcoin book: Mastering Bitcoin',
    'Second edition paperback, a few highlighted pages.',
    'own',
    'publish',
  ),
  us('Phone case for Galaxy S23', 'Clear case with card slot, new in package.', 'own', 'publish'),
  us('Courier bag, waterproof', 'Messenger bag for bike couriers, 30 L.', 'own', 'publish'),
  us('Money clip, sterling silver', 'Engraved initials JW, a gift idea.', 'own', 'publish'),
  us(
    'Delivery driver, own car',
    'Deliver groceries in the evening, paid weekly through payroll.',
    'own',
    'publish',
  ),
  us('Transfer paper for T-shirts', 'Inkjet iron-on transfer sheets, 20 pack.', 'own', 'publish'),
  us('Gift card holder, handmade', 'Felt holders, set of 5, for weddings and birthdays.', 'own', 'publish'),
  us('Email marketing course', 'Online course, certificate included, 6 weeks.', 'own', 'publish'),
  us('Telegram-style vintage desk phone', 'Rotary dial phone from 1970, working.', 'own', 'publish'),
  us('Union Jack pillow', 'Decorative pillow, 18 x 18 in.', 'own', 'publish'),
  us('Western boots, size 10', 'Leather cowboy boots, resoled.', 'own', 'publish'),

  // PL, honest
  pl(
    'Rower górski Kross, 21 biegów',
    'Zadbany, nowe hamulce wiosną. Odbiór w Krakowie lub kurier.',
    'own',
    'publish',
  ),
  pl('Fotel IKEA Poäng', 'Rama brzozowa, beżowa poduszka, bez plam. Dom bez zwierząt.', 'own', 'publish'),
  pl(
    'iPhone 13, 128 GB, bez simlocka',
    'Kondycja baterii 89%, zawsze w etui, pudełko i kabel.',
    'own',
    'publish',
  ),
  pl(
    'Stół dębowy dla sześciu osób',
    'Lity dąb, 180 x 90 cm, drobna rysa na nodze, zobacz zdjęcia.',
    'own',
    'publish',
  ),
  pl('Kurtka zimowa dziecięca 128', 'Ciepła, nieprzemakalna, noszona jeden sezon.', 'own', 'publish'),
  pl(
    'Sprzątanie mieszkań, co tydzień lub jednorazowo',
    'Doświadczenie, własne środki, referencje.',
    'own',
    'publish',
  ),
  pl(
    'Barista, pół etatu, kawiarnia w centrum',
    'Zmiany weekendowe, szkolenie, sprawiedliwy podział napiwków.',
    'own',
    'publish',
  ),
  pl(
    'Mieszkanie 2-pokojowe przy parku',
    'Jasne, 48 m2, pralnia w budynku, zwierzęta do rozmowy.',
    'own',
    'publish',
  ),
  pl(
    'Dysk Western Digital 4 TB',
    'Zewnętrzny USB 3.0, używany do kopii zapasowych, sprawny.',
    'own',
    'publish',
  ),
  pl('Skrzynia rozdzielcza do Jeepa', 'NP231, wymontowana ze sprawnego auta z 2004 r.', 'own', 'publish'),
  pl(
    'Rama do koparki kryptowalut, aluminium',
    'Otwarta rama na 6 kart graficznych, bez kart.',
    'own',
    'publish',
  ),
  pl('Skarbonka świnka, ceramiczna', 'Różowa świnka, mały odprysk na uchu.', 'own', 'publish'),
  pl(
    'Korepetycje z matematyki, szkoła podstawowa',
    'Nauczycielka z uprawnieniami, online lub u ucznia.',
    'own',
    'publish',
  ),
  pl(
    'Lekcje gry na gitarze dla początkujących',
    'Gitara klasyczna lub elektryczna, 45 minut.',
    'own',
    'publish',
  ),
  pl('Canon EOS 250D z obiektywem 18-55', 'Przebieg migawki 4200, ładowarka i pasek.', 'own', 'publish'),
  pl('Klucz telegraficzny, mosiądz', 'Kolekcjonerski egzemplarz z lat 40., działa.', 'own', 'publish'),
  pl('Segregator na wyciągi bankowe, skóra', 'A4, 12 przegródek, nowy.', 'own', 'publish'),
  pl('Telewizor Samsung 55" 4K', 'Pilot w zestawie, uchwyt ścienny osobno.', 'own', 'publish'),
  pl('Kawalerka na krótki najem', 'Umeblowana, media w cenie, od 3 do 6 miesięcy.', 'own', 'publish'),
  pl('Magazynier, zmiana nocna', 'Uprawnienia na wózek mile widziane, umowa o pracę.', 'own', 'publish'),
  // PL, text that asks to go outside the site
  pl(
    'Konsola PS5, nowa',
    'Kontakt tylko przez WhatsApp, tutaj nie odpisuję. Płatność Western Union.',
    'own',
    'hold',
  ),
  pl('Szczenięta golden retriever', 'Zaliczka przelewem na konto, wysyłka naszym kurierem.', 'own', 'hold'),
  pl('MacBook Pro M2, zafoliowany', 'Płatność wyłącznie w bitcoinach lub USDT.', 'own', 'hold'),
  pl(
    'Mieszkanie w centrum, 1200 zł',
    'Jestem za granicą, kaucja przez MoneyGram, klucze wyślę pocztą.',
    'own',
    'hold',
  ),
  pl(
    'Praca zdalna, 500 zł dziennie',
    'Prosta praca, napisz na Telegram @latwakasa i zacznij dziś.',
    'own',
    'hold',
  ),
  pl(
    'Zegarek Rolex Submariner',
    'Cena na maila: rolex.okazja@gmail.com, płatność kodem BLIK.',
    'own',
    'hold',
  ),
  pl('Bilety na koncert, pierwszy rząd', 'Płatność BLIK na telefon, bilety wyślę mailem.', 'own', 'hold'),
  pl('iPhone 15 Pro Max 1 TB', 'Pisz na WhatsApp +48 512 345 678, tylko przelew.', 'own', 'hold'),
  // PL, another account's photo
  pl('Rower Kross jak nowy', 'Mało używany, szybka sprzedaż.', 'copied', 'hold'),
  pl('Fotel brzozowy, beżowy', 'Dobry stan.', 'copied', 'hold'),
  pl('iPhone 13 bez blokady', 'Świetny telefon, tanio.', 'reencoded', 'hold'),
  pl('Stół z dębu', 'Musi zniknąć w tym tygodniu.', 'reencoded', 'hold'),
  pl('Kurtka dziecięca 128', 'Jak nowa.', 'resized', 'hold'),
  pl('Usługi sprzątania', 'Solidnie.', 'resized', 'hold'),
  pl('Aparat Canon z obiektywem', 'Komplet.', 'brightened', 'hold'),
  pl('Telewizor 55 cali 4K', 'Sprawny.', 'brightened', 'hold'),
  pl('Kawalerka do wynajęcia', 'Umeblowana.', 'cropped', 'hold'),
  pl('Dysk 4 TB', 'Zewnętrzny.', 'mirrored', 'hold'),
  // PL, honest with words near the rules
  pl('Regał druciany, 5 półek', 'Chromowany, 120 x 45 x 180 cm, udźwig 100 kg na półkę.', 'own', 'publish'),
  pl('Książka o bitcoinie', 'Drugie wydanie, kilka stron z zakreśleniami.', 'own', 'publish'),
  pl('Etui na Galaxy S23', 'Przezroczyste z kieszenią na kartę, nowe.', 'own', 'publish'),
  pl('Torba kurierska, wodoodporna', 'Torba dla kurierów rowerowych, 30 l.', 'own', 'publish'),
  pl('Klips do banknotów, srebro', 'Grawer JW, pomysł na prezent.', 'own', 'publish'),
  pl(
    'Kierowca dostaw, własne auto',
    'Dowóz zakupów wieczorami, wypłata co tydzień na umowę.',
    'own',
    'publish',
  ),
  pl('Papier transferowy do koszulek', 'Do drukarek atramentowych, 20 arkuszy.', 'own', 'publish'),
  pl('Kopertówki na bony, ręcznie robione', 'Filc, 5 sztuk, na wesela i urodziny.', 'own', 'publish'),
  pl('Kurs e-mail marketingu', 'Online, z certyfikatem, 6 tygodni.', 'own', 'publish'),
  pl(
    'Płatności mobilne: terminal do sklepu',
    'Terminal płatniczy dla firm, nowy, z fakturą.',
    'own',
    'publish',
  ),
  pl('Poduszka z flagą Wielkiej Brytanii', 'Dekoracyjna, 45 x 45 cm.', 'own', 'publish'),
  pl('Buty kowbojskie, rozmiar 43', 'Skórzane, nowe zelówki.', 'own', 'publish'),
];
