import type { DescriptionKit } from './types.ts';

/** Akapity dopisywane po tekście ogłoszenia; `{inCity}` zastępuje miasto ogłoszenia z przyimkiem („w Krakowie”). */
export const PL_DESCRIPTIONS: DescriptionKit = {
  newConditions: ['Nowy', 'Nowy z metką', 'Nowy bez metki'],
  product: {
    new: [
      'Przedmiot nowy, nieużywany, z oryginalnym opakowaniem, metkami lub akcesoriami.',
      'Nowy i nieużywany – dokładnie to samo, co w sklepie, tylko taniej.',
      'Ani razu nieużywany. Po prostu mam o jedną sztukę za dużo.',
    ],
    used: [
      'Używany z dbałością. Wszystko działa jak należy, ewentualne drobne ślady użytkowania widać na zdjęciach.',
      'Stan bardzo dobry, z domu bez zwierząt i dymu tytoniowego.',
      'Mało używany, wyczyszczony przed wystawieniem. Chętnie pokażę działanie przed zakupem.',
      'Sprawny, z normalnymi śladami użytkowania. Cena uwzględnia stan.',
    ],
    courier: [
      'Wysyłam w ciągu dwóch dni roboczych, starannie zapakowane. Numer przesyłki podam od razu po nadaniu.',
      'Wysyłka kurierem na terenie całej Polski, możliwy też odbiór osobisty {inCity}.',
      'Paczkę zabezpieczam folią bąbelkową i podwójnym kartonem. Po nadaniu wyślę link do śledzenia.',
    ],
    pickup: [
      'Tylko odbiór osobisty {inCity}. Napisz, a umówimy dogodny termin.',
      'Odbiór osobisty {inCity}, najlepiej wieczorem lub w weekend. Przy większych gabarytach przyda się druga osoba do noszenia.',
      'Do odbioru {inCity}. Płatność gotówką przy odbiorze lub przez serwis.',
    ],
    free: [
      'Oddam za darmo – decyduje kolejność zgłoszeń. Odbiór wyłącznie {inCity}.',
      'Wolę oddać, niż wyrzucić. Proszę o odbiór {inCity} w ciągu tygodnia.',
    ],
    company: [
      'Sprzedaż firmowa: do każdego zamówienia wystawiamy paragon lub fakturę VAT, a zakup można zwrócić w ciągu 14 dni.',
      'Sprzedaje nasz sklep, więc otrzymasz dowód zakupu i pełną gwarancję. Na wiadomości odpowiadamy w dni robocze w ciągu kilku godzin.',
    ],
    closing: [
      'W razie pytań proszę o wiadomość.',
      'Cena do negocjacji przy szybkiej transakcji. Nie jestem zainteresowany zamianą.',
      'Zapraszam do moich pozostałych ogłoszeń – robię porządki, chętnie sprzedam kilka rzeczy razem taniej.',
      'Cena ostateczna, ale do zakupu dorzucę drobny gratis.',
    ],
  },
  service: {
    details: [
      'Działam {inCity} i okolicach. Bezpłatna wycena, uczciwe ceny i żadnych ukrytych kosztów.',
      'Posiadam ubezpieczenie OC i referencje od zadowolonych klientów. Większość zleceń realizuję w ciągu tygodnia.',
      'Możliwe terminy wieczorne i weekendowe. Przyjeżdżam z własnymi narzędziami i materiałami.',
      'Cena zależy od zakresu prac – po krótkiej rozmowie przygotuję jasną wycenę na piśmie.',
    ],
    closing: [
      'Napisz, czego potrzebujesz – odpowiem jeszcze tego samego dnia.',
      'Zapraszam do kontaktu. Gwarantuję zadowolenie, a jeśli coś będzie nie tak, wrócę i poprawię.',
      'Rabaty dla seniorów i stałych klientów.',
    ],
  },
  job: {
    offer: [
      'Oferujemy: stabilne zatrudnienie, prywatną opiekę medyczną, kartę sportową i dofinansowanie do wypoczynku.',
      'Zapewniamy płatne szkolenia, przyjazny zespół {inCity} i realne możliwości awansu.',
      'Gwarantujemy terminowe wynagrodzenie, przewidywalny grafik, premie uznaniowe i pakiet socjalny.',
      'Pracujemy w elastycznych godzinach, a nowe osoby otrzymują opiekuna na czas wdrożenia.',
    ],
    apply: [
      'Zainteresowane osoby prosimy o wiadomość z krótkim opisem doświadczenia. Odpowiadamy każdemu kandydatowi.',
      'Aplikuj przez wiadomości w serwisie i dołącz CV. Rozmowy rekrutacyjne zaczynamy w przyszłym tygodniu.',
      'Napisz, od kiedy możesz zacząć, i dodaj kilka słów o sobie. Prosimy o dopisanie zgody na przetwarzanie danych osobowych.',
    ],
  },
  realEstate: {
    details: [
      'W pobliżu szkoły, sklepy i przystanki komunikacji miejskiej. Niskie opłaty i spokojna, przyjazna okolica.',
      'Niedawno odświeżone: nowa farba i nowa armatura. Sprzęt AGD zostaje w cenie.',
      'Dużo naturalnego światła, praktyczne schowki i łatwe parkowanie w okolicy.',
      'Świetna lokalizacja {inCity} – parki, restauracje i sklepy w zasięgu spaceru.',
    ],
    closing: [
      'Prezentacje po wcześniejszym umówieniu, także wieczorami i w weekendy. Zapraszam do kontaktu przez wiadomości.',
      'Na życzenie prześlę rzut mieszkania, wysokość opłat i wirtualny spacer.',
      'Oferta bezpośrednia, bez prowizji dla kupującego.',
    ],
  },
};
