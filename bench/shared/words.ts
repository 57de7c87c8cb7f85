import type { Region } from '@marketplace/contract';
import type { TopCategoryKey } from '../../apps/api/src/seed/content/types.ts';

/**
 * Word lists the synthetic offers' titles are built from, per sub-category (keys as in the seed's
 * categories) and per top-level category, in each edition's language. Combined with the seed's
 * catalogue titles they give tens of thousands of distinct, plausible titles per edition.
 */
export interface EditionWords {
  /** What is offered, per sub-category key: the head of a composed title. */
  nouns: Record<string, string[]>;
  /** Trailing selling points, per top-level category. */
  qualifiers: Record<TopCategoryKey, string[]>;
  /** Colours in the form that agrees with `colourInTitle` ('kolor żółty'). */
  colours: string[];
  /** Brand-like words for sub-categories whose brand field is free text or absent. */
  brands: string[];
  /** 'Samsung smartphone' (English) or 'Smartfon Samsung' (Polish). */
  makerFirst: boolean;
  /** How a title names the colour; `{colour}` becomes one of `colours`. */
  colourInTitle: string;
  /** A sentence added to some descriptions; `{colour}` becomes a colour. */
  colourSentence: string;
}

const US: EditionWords = {
  nouns: {
    phones: ['Smartphone', 'Unlocked phone', 'Cell phone', 'Phone', 'Flip phone'],
    computers: ['Laptop', 'Gaming laptop', 'Desktop PC', 'Monitor', 'Ultrabook', 'Tablet'],
    tv: ['Smart TV', 'OLED TV', '4K television', 'Projector', 'Home theater system'],
    audio: ['Headphones', 'Bluetooth speaker', 'Soundbar', 'Turntable', 'Earbuds', 'Amplifier'],
    cameras: ['Mirrorless camera', 'DSLR camera', 'Camera lens', 'Action camera', 'Drone', 'Tripod'],
    gaming: ['Game console', 'Controller', 'Video game bundle', 'Gaming headset', 'Handheld console'],
    furniture: ['Sofa', 'Dining table', 'Bookshelf', 'Office chair', 'Dresser', 'Bed frame', 'Armchair'],
    appliances: ['Washing machine', 'Refrigerator', 'Dishwasher', 'Dryer', 'Microwave', 'Vacuum cleaner'],
    kitchen: ['Stand mixer', 'Cookware set', 'Coffee maker', 'Blender', 'Dutch oven', 'Knife set'],
    decor: ['Floor lamp', 'Area rug', 'Wall mirror', 'Canvas print', 'Table lamp', 'Curtains'],
    garden: ['Gas grill', 'Patio set', 'Lawn mower', 'Raised garden bed', 'Garden hose', 'Fire pit'],
    tools: ['Cordless drill', 'Circular saw', 'Socket set', 'Tool chest', 'Impact driver', 'Pressure washer'],
    women: ['Winter jacket', 'Midi dress', 'Wool coat', 'Skinny jeans', 'Cardigan', 'Blouse'],
    men: ['Fleece jacket', 'Wool suit', 'Dress shirt', 'Work jacket', 'Chinos', 'Hoodie'],
    shoes: ['Sneakers', 'Running shoes', 'Leather boots', 'Hiking boots', 'Loafers', 'Sandals'],
    bags: ['Leather bag', 'Backpack', 'Sunglasses', 'Wallet', 'Travel duffel', 'Belt'],
    jewelry: ['Wristwatch', 'Silver necklace', 'Gold earrings', 'Smartwatch', 'Bracelet', 'Ring'],
    cars: ['Sedan', 'Pickup truck', 'SUV', 'Hatchback', 'Minivan', 'Coupe'],
    motorcycles: ['Motorcycle', 'Scooter', 'Sport bike', 'Cruiser', 'Dirt bike'],
    parts: ['Brake pads', 'Headlights', 'Alternator', 'Coilovers', 'Car battery', 'Roof rack'],
    tires: ['Winter tires', 'All-season tires', 'Alloy wheels', 'Summer tires', 'Steel wheels'],
    strollers: ['Stroller', 'Car seat', 'Baby carrier', 'Jogging stroller', 'Booster seat'],
    toys: ['LEGO set', 'Play kitchen', 'Magnetic tiles', 'Board game', 'Dollhouse', 'Puzzle'],
    kidsClothing: ['Baby clothes bundle', 'Snowsuit', 'Pajamas', 'Summer dresses', 'Rain jacket'],
    nursery: ['Crib', 'Changing table', 'Glider chair', 'Toddler bed', 'Baby monitor'],
    bicycles: ['Mountain bike', 'Road bike', 'E-bike', 'Kids bike', 'Gravel bike', 'Cruiser bike'],
    fitness: ['Adjustable dumbbells', 'Exercise bike', 'Power rack', 'Yoga mat', 'Treadmill', 'Kettlebell'],
    outdoor: ['Tent', 'Cooler', 'Hiking backpack', 'Camping chairs', 'Sleeping bag', 'Kayak'],
    instruments: ['Electric guitar', 'Digital piano', 'Drum kit', 'Violin', 'Acoustic guitar', 'Keyboard'],
    books: ['Book set', 'Textbooks', 'Vinyl records', 'Cookbooks', 'Comic books', 'Blu-ray collection'],
    repairs: ['Handyman', 'Electrician', 'Painting', 'Bathroom remodel', 'Drywall repair', 'Plumber'],
    cleaning: ['House cleaning', 'Deep cleaning', 'Office cleaning', 'Carpet cleaning', 'Window cleaning'],
    moving: ['Movers', 'Junk removal', 'Furniture delivery', 'Piano moving', 'Moving help'],
    tutoring: ['Math tutoring', 'English lessons', 'Guitar lessons', 'Coding classes', 'SAT prep'],
    it: ['Website design', 'Computer repair', 'IT support', 'Smart home setup', 'Data recovery'],
    beauty: ['Mobile hairdresser', 'Massage', 'Manicure', 'Personal trainer', 'Makeup artist'],
    'jobs.it': ['Software engineer', 'IT support specialist', 'Data analyst', 'QA tester', 'DevOps engineer'],
    'jobs.sales': ['Sales associate', 'Call center agent', 'Account executive', 'Store manager', 'Cashier'],
    'jobs.construction': ['Electrician', 'Carpenter', 'HVAC technician', 'General laborer', 'Roofer'],
    'jobs.hospitality': ['Line cook', 'Barista', 'Front desk agent', 'Housekeeper', 'Server', 'Dishwasher'],
    'jobs.healthcare': ['Registered nurse', 'Dental assistant', 'Caregiver', 'Medical receptionist'],
    'jobs.logistics': ['Warehouse associate', 'Forklift operator', 'Delivery driver', 'Dispatcher'],
    'jobs.office': ['Executive assistant', 'Bookkeeper', 'Office manager', 'HR specialist', 'Receptionist'],
    apartmentsSale: ['Condo', 'Loft', 'Studio condo', 'Penthouse', 'Townhouse condo'],
    apartmentsRent: ['Apartment for rent', 'Studio for rent', 'Room for rent', 'Furnished apartment'],
    houses: ['Single-family home', 'Ranch house', 'Colonial home', 'Townhouse', 'Cabin'],
    land: ['Building lot', 'Farmland', 'Lakefront lot', 'Acreage', 'Commercial lot'],
    commercial: ['Retail space', 'Office space', 'Restaurant space', 'Warehouse', 'Storefront'],
  },
  qualifiers: {
    electronics: ['like new', 'great condition', 'original box', 'with receipt', 'barely used', 'unlocked'],
    home: ['moving sale', 'must go', 'solid wood', 'excellent condition', 'pick up today', 'like new'],
    fashion: ['new with tags', 'worn once', 'great condition', 'vintage', 'never worn', 'size runs small'],
    automotive: ['one owner', 'clean title', 'low miles', 'well maintained', 'new inspection', 'OEM'],
    kids: ['gently used', 'smoke-free home', 'like new', 'complete set', 'barely used'],
    sports: ['great condition', 'barely used', 'tuned up', 'complete set', 'like new', 'price drop'],
    services: ['free estimate', 'same-day service', 'licensed & insured', 'weekends too', 'fair prices'],
    jobs: ['immediate start', 'full-time', 'no experience needed', 'sign-on bonus', 'benefits', 'part-time'],
    'real-estate': ['near downtown', 'newly renovated', 'move-in ready', 'great location', 'open house'],
  },
  colours: ['black', 'white', 'red', 'blue', 'green', 'grey', 'yellow', 'silver', 'beige', 'navy'],
  brands: ['Pro', 'Premium', 'Classic', 'Deluxe', 'Compact', 'Heavy-duty', 'Vintage', 'Modern'],
  makerFirst: true,
  colourInTitle: '{colour}',
  colourSentence: 'Color: {colour}.',
};

const PL: EditionWords = {
  nouns: {
    phones: ['Smartfon', 'Telefon komórkowy', 'Telefon', 'Telefon z klapką', 'Smartfon dla seniora'],
    computers: ['Laptop', 'Laptop do gier', 'Komputer stacjonarny', 'Monitor', 'Tablet', 'Ultrabook'],
    tv: ['Telewizor', 'Telewizor OLED', 'Telewizor 4K', 'Projektor', 'Kino domowe'],
    audio: ['Słuchawki', 'Głośnik Bluetooth', 'Soundbar', 'Gramofon', 'Wzmacniacz', 'Słuchawki douszne'],
    cameras: ['Aparat bezlusterkowy', 'Lustrzanka', 'Obiektyw', 'Kamera sportowa', 'Dron', 'Statyw'],
    gaming: ['Konsola', 'Pad', 'Zestaw gier', 'Słuchawki dla graczy', 'Konsola przenośna'],
    furniture: ['Sofa', 'Stół', 'Regał', 'Fotel biurowy', 'Komoda', 'Łóżko', 'Szafa dębowa', 'Krzesła'],
    appliances: ['Pralka', 'Lodówka', 'Zmywarka', 'Suszarka', 'Mikrofalówka', 'Odkurzacz'],
    kitchen: ['Robot kuchenny', 'Zestaw garnków', 'Ekspres do kawy', 'Blender', 'Garnek żeliwny', 'Noże'],
    decor: ['Lampa podłogowa', 'Dywan', 'Lustro', 'Obraz na płótnie', 'Lampka nocna', 'Zasłony'],
    garden: ['Grill gazowy', 'Meble ogrodowe', 'Kosiarka', 'Grządka podwyższona', 'Wąż ogrodowy'],
    tools: ['Wiertarko-wkrętarka', 'Pilarka tarczowa', 'Zestaw kluczy', 'Skrzynka narzędziowa', 'Myjka'],
    women: ['Kurtka zimowa', 'Sukienka', 'Płaszcz wełniany', 'Jeansy', 'Sweter', 'Bluzka', 'Żakiet'],
    men: ['Kurtka polarowa', 'Garnitur', 'Koszula', 'Kurtka robocza', 'Spodnie chino', 'Bluza'],
    shoes: ['Buty sportowe', 'Buty do biegania', 'Kozaki skórzane', 'Buty trekkingowe', 'Mokasyny'],
    bags: ['Torebka skórzana', 'Plecak', 'Okulary przeciwsłoneczne', 'Portfel', 'Torba podróżna'],
    jewelry: ['Zegarek', 'Naszyjnik srebrny', 'Złote kolczyki', 'Smartwatch', 'Bransoletka', 'Pierścionek'],
    cars: ['Sedan', 'Kombi', 'SUV', 'Hatchback', 'Minivan', 'Samochód dostawczy'],
    motorcycles: ['Motocykl', 'Skuter', 'Motocykl sportowy', 'Chopper', 'Cross'],
    parts: ['Klocki hamulcowe', 'Reflektory', 'Alternator', 'Zawieszenie', 'Akumulator', 'Bagażnik dachowy'],
    tires: ['Opony zimowe', 'Opony całoroczne', 'Felgi aluminiowe', 'Opony letnie', 'Felgi stalowe'],
    strollers: ['Wózek dziecięcy', 'Fotelik samochodowy', 'Nosidełko', 'Spacerówka', 'Wózek głęboki'],
    toys: ['Klocki LEGO', 'Kuchnia dla dzieci', 'Klocki magnetyczne', 'Gra planszowa', 'Domek dla lalek'],
    kidsClothing: ['Paka ubranek', 'Kombinezon zimowy', 'Piżamka', 'Sukienka dla dziewczynki', 'Kurtka'],
    nursery: ['Łóżeczko', 'Komoda z przewijakiem', 'Fotel do karmienia', 'Łóżko dziecięce', 'Niania'],
    bicycles: ['Rower górski', 'Rower szosowy', 'Rower elektryczny', 'Rowerek dziecięcy', 'Rower gravel'],
    fitness: ['Hantle', 'Rower stacjonarny', 'Atlas', 'Mata do ćwiczeń', 'Bieżnia', 'Kettlebell'],
    outdoor: ['Namiot', 'Lodówka turystyczna', 'Plecak trekkingowy', 'Śpiwór', 'Krzesła kempingowe'],
    instruments: ['Gitara elektryczna', 'Pianino cyfrowe', 'Perkusja', 'Skrzypce', 'Gitara klasyczna'],
    books: ['Książki', 'Podręczniki', 'Płyty winylowe', 'Książki kucharskie', 'Komiksy', 'Audiobooki'],
    repairs: ['Złota rączka', 'Elektryk', 'Malowanie mieszkań', 'Remont łazienki', 'Hydraulik', 'Glazurnik'],
    cleaning: ['Sprzątanie mieszkań', 'Sprzątanie biur', 'Pranie tapicerki', 'Mycie okien', 'Sprzątanie'],
    moving: ['Przeprowadzki', 'Wywóz mebli', 'Transport mebli', 'Tragarze', 'Transport pianin'],
    tutoring: ['Korepetycje z matematyki', 'Angielski', 'Lekcje gitary', 'Programowanie', 'Niemiecki'],
    it: ['Strony internetowe', 'Naprawa komputerów', 'Obsługa informatyczna', 'Odzyskiwanie danych'],
    beauty: ['Fryzjerka z dojazdem', 'Masaż', 'Manicure hybrydowy', 'Trener personalny', 'Makijaż ślubny'],
    'jobs.it': ['Programista', 'Specjalista IT', 'Analityk danych', 'Tester oprogramowania', 'Administrator'],
    'jobs.sales': ['Sprzedawca', 'Konsultant infolinii', 'Przedstawiciel handlowy', 'Kasjer', 'Doradca'],
    'jobs.construction': ['Elektryk', 'Cieśla', 'Monter instalacji', 'Pomocnik na budowę', 'Dekarz'],
    'jobs.hospitality': ['Kucharz', 'Barista', 'Recepcjonista', 'Pokojowa', 'Kelner', 'Pomoc kuchenna'],
    'jobs.healthcare': ['Pielęgniarka', 'Asystentka stomatologiczna', 'Opiekunka', 'Rejestratorka'],
    'jobs.logistics': ['Magazynier', 'Operator wózka widłowego', 'Kierowca kat. B', 'Spedytor', 'Kurier'],
    'jobs.office': ['Asystentka', 'Księgowa', 'Kierownik biura', 'Specjalista ds. kadr', 'Sekretarka'],
    apartmentsSale: [
      'Mieszkanie',
      'Kawalerka',
      'Apartament',
      'Mieszkanie 2-pokojowe',
      'Mieszkanie 3-pokojowe',
    ],
    apartmentsRent: ['Mieszkanie na wynajem', 'Kawalerka do wynajęcia', 'Pokój dla studenta', 'Apartament'],
    houses: ['Dom wolnostojący', 'Bliźniak', 'Szeregowiec', 'Dom z ogrodem', 'Dom drewniany'],
    land: ['Działka budowlana', 'Działka rolna', 'Działka rekreacyjna', 'Działka inwestycyjna', 'Grunt'],
    commercial: ['Lokal handlowy', 'Biuro', 'Lokal gastronomiczny', 'Hala magazynowa', 'Lokal usługowy'],
  },
  qualifiers: {
    electronics: [
      'jak nowy',
      'stan idealny',
      'z paragonem',
      'oryginalne pudełko',
      'mało używany',
      'gwarancja',
    ],
    home: ['pilnie sprzedam', 'lite drewno', 'stan bardzo dobry', 'odbiór dziś', 'okazja', 'jak nowe'],
    fashion: ['nowa z metką', 'założona raz', 'stan idealny', 'vintage', 'nienoszona', 'okazja'],
    automotive: ['pierwszy właściciel', 'bezwypadkowy', 'niski przebieg', 'serwisowany', 'salon Polska'],
    kids: ['po jednym dziecku', 'dom bez zwierząt', 'jak nowy', 'komplet', 'mało używany'],
    sports: ['stan bardzo dobry', 'po serwisie', 'mało używany', 'komplet', 'jak nowy', 'obniżka'],
    services: ['bezpłatna wycena', 'szybkie terminy', 'faktura VAT', 'również weekendy', 'solidnie i tanio'],
    jobs: ['od zaraz', 'pełny etat', 'bez doświadczenia', 'premia na start', 'praca zdalna', 'dla studentów'],
    'real-estate': ['blisko centrum', 'po remoncie', 'bez pośredników', 'do wprowadzenia', 'z balkonem'],
  },
  colours: ['czarny', 'biały', 'czerwony', 'niebieski', 'zielony', 'szary', 'żółty', 'srebrny', 'beżowy'],
  brands: ['Pro', 'Premium', 'Classic', 'Lux', 'Kompakt', 'Solid', 'Retro', 'Nowoczesny'],
  makerFirst: false,
  colourInTitle: 'kolor {colour}',
  colourSentence: 'Kolor: {colour}.',
};

export const WORDS: Record<Region, EditionWords> = { us: US, pl: PL };
