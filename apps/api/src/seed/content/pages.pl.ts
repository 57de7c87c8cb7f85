import type { PageGroupSeed } from './types.ts';

/** Grupy w stopce i strony informacyjne edycji polskiej (HTML, oczyszczany przy zapisie). */
export const PL_PAGE_GROUPS: PageGroupSeed[] = [
  {
    title: 'Serwis',
    pages: [
      {
        slug: 'about-us',
        title: 'O nas',
        content: `
<h2>Kupuj i sprzedawaj lokalnie – po prostu</h2>
<p>Marketplace to miejsce, w którym sąsiedzi, małe firmy i fachowcy spotykają się, żeby kupować, sprzedawać, zatrudniać i wynajmować. Od początku działalności pomagamy ludziom w całej Polsce dawać rzeczom drugie życie, znajdować sprawdzonych wykonawców w okolicy, nową pracę i wymarzone mieszkanie.</p>
<p>Wierzymy, że dobry serwis ogłoszeniowy opiera się na zaufaniu. Dlatego każde konto potwierdzamy e-mailem lub SMS-em, płatności mogą przechodzić przez nasz bezpieczny koszyk, a zespół wsparcia codziennie sprawdza zgłoszone ogłoszenia.</p>
<h3>Co możesz u nas zrobić</h3>
<ul>
  <li><strong>Sprzedawać rzeczy</strong> – od telefonów i mebli po samochody i części, z wysyłką albo odbiorem osobistym.</li>
  <li><strong>Oferować usługi</strong> – fachowcy, korepetytorzy, ekipy przeprowadzkowe i wielu innych docierają do klientów w swojej okolicy.</li>
  <li><strong>Publikować i znajdować oferty pracy</strong> – pracodawcy podają widełki wynagrodzenia, a kandydaci aplikują w kilka chwil.</li>
  <li><strong>Sprzedawać i wynajmować nieruchomości</strong> – mieszkania, domy, działki i lokale ze zdjęciami i mapą.</li>
</ul>
<h3>Nasze wartości</h3>
<p><strong>Najpierw lokalnie.</strong> Wyszukiwarka pokazuje to, co blisko Ciebie, a każde ogłoszenie ma lokalizację, więc łatwo zaplanować odbiór lub oględziny.</p>
<p><strong>Uczciwie dla wszystkich.</strong> Dodawanie ogłoszeń jest bezpłatne. Płatne dodatki, takie jak wyróżnienie czy dodatkowe zdjęcia, są opcjonalne i mają jasne ceny.</p>
<p><strong>Bezpieczeństwo od podstaw.</strong> Rozmowy toczą się w serwisie, numer telefonu jest ukryty, dopóki sam go nie pokażesz, a płatności kartą są chronione.</p>
<p>Masz pytanie lub pomysł? Napisz do nas przez <a href="/info/contact-us">formularz kontaktowy</a>.</p>`,
      },
      {
        slug: 'how-it-works',
        title: 'Jak to działa',
        content: `
<h2>Sprzedaż w trzech krokach</h2>
<ol>
  <li><strong>Załóż bezpłatne konto.</strong> Zarejestruj się jako osoba prywatna lub firma i potwierdź adres e-mail albo numer telefonu jednorazowym kodem.</li>
  <li><strong>Dodaj ogłoszenie.</strong> Wybierz kategorię, napisz konkretny tytuł i opis, dodaj do 5 zdjęć, ustal cenę, sposób dostawy i lokalizację.</li>
  <li><strong>Rozmawiaj z kupującymi i otrzymaj zapłatę.</strong> Odpowiadaj na pytania w Wiadomościach. Kupujący mogą zapłacić kartą w koszyku, a Ty wysyłasz przedmiot lub przekazujesz go osobiście.</li>
</ol>
<h2>Zakupy w trzech krokach</h2>
<ol>
  <li><strong>Szukaj i filtruj.</strong> Korzystaj z wyszukiwarki, przeglądaj kategorie i zawężaj wyniki według ceny, dostawy, rodzaju sprzedającego oraz cech z danej kategorii, np. rozmiaru czy przebiegu.</li>
  <li><strong>Zapytaj przed zakupem.</strong> Napisz do sprzedającego, poproś o dodatkowe zdjęcia albo umów się na oględziny większego przedmiotu.</li>
  <li><strong>Zapłać bezpiecznie.</strong> Dodaj produkty do koszyka i zapłać kartą albo umów się na odbiór osobisty.</li>
</ol>
<h3>Usługi, praca i nieruchomości</h3>
<p>Usługodawcy podają stawkę godzinową lub przedział cenowy, pracodawcy – wynagrodzenie za godzinę albo miesięcznie, a właściciele i agenci – powierzchnię, liczbę pokoi i lokalizację na mapie. W tych kategoriach kontaktujesz się z ogłoszeniodawcą bezpośrednio przez Wiadomości.</p>
<h3>Wyróżnij swoje ogłoszenie</h3>
<ul>
  <li><strong>Wyróżnienie</strong> – ogłoszenie dostaje kolorową ramkę i lepsze miejsce w wynikach wyszukiwania.</li>
  <li><strong>Przedłużenie</strong> – ogłoszenie pozostaje aktywne przez kolejne 30 dni.</li>
  <li><strong>Dodatkowe zdjęcia</strong> – nawet 40 zdjęć dla samochodów, mieszkań i innych rzeczy, które warto pokazać dokładnie.</li>
</ul>
<p>Ogłoszenia są aktywne przez 30 dni. W każdej chwili możesz je zakończyć, edytować lub przedłużyć w zakładce <a href="/profile/my-offers">Moje ogłoszenia</a>.</p>`,
      },
      {
        slug: 'contact-us',
        title: 'Kontakt',
        content: `
<h2>Chętnie pomożemy</h2>
<p>Skorzystaj z formularza na tej stronie – nasz zespół odpowie e-mailem, zwykle w ciągu jednego dnia roboczego. Jeśli pytanie dotyczy konkretnej transakcji, podaj numer ogłoszenia lub zamówienia.</p>
<h3>Biuro obsługi klienta</h3>
<ul>
  <li>E-mail: <a href="mailto:pomoc@example.pl">pomoc@example.pl</a></li>
  <li>Telefon: <a href="tel:+48225550100">+48 22 555 01 00</a>, od poniedziałku do piątku w godz. 9:00–17:00</li>
</ul>
<h3>Współpraca i reklama</h3>
<p>Chcesz się u nas reklamować, potrzebujesz narzędzi do masowego dodawania ogłoszeń dla swojego sklepu albo proponujesz współpracę? Napisz na <a href="mailto:biznes@example.pl">biznes@example.pl</a>.</p>
<h3>Adres do korespondencji</h3>
<p>Marketplace sp. z o.o.<br>ul. Marszałkowska 142<br>00-061 Warszawa</p>
<p>Zanim napiszesz, sprawdź, czy odpowiedzi nie ma już w <a href="/info/help">Centrum pomocy</a>.</p>`,
      },
    ],
  },
  {
    title: 'Informacje prawne',
    pages: [
      {
        slug: 'terms-and-conditions',
        title: 'Regulamin',
        content: `
<h2>§ 1. Postanowienia ogólne</h2>
<p>Niniejszy regulamin określa zasady korzystania z serwisu Marketplace prowadzonego przez Marketplace sp. z o.o. z siedzibą w Warszawie. Zakładając konto lub korzystając z serwisu, akceptujesz regulamin. Jeśli się z nim nie zgadzasz, nie korzystaj z serwisu.</p>
<h2>§ 2. Konto użytkownika</h2>
<p>Konto może założyć osoba pełnoletnia. Odpowiadasz za bezpieczeństwo swojego hasła i za działania wykonywane na koncie. Konta firmowe wymagają podania prawdziwych danych przedsiębiorcy, w tym numeru NIP.</p>
<h2>§ 3. Ogłoszenia</h2>
<ul>
  <li>Możesz ogłaszać wyłącznie przedmioty, usługi, oferty pracy i nieruchomości, którymi masz prawo rozporządzać.</li>
  <li>Ogłoszenie musi być zgodne z prawdą, umieszczone we właściwej kategorii i zawierać własne zdjęcia.</li>
  <li>Zakazane jest ogłaszanie m.in. broni, narkotyków, podróbek, rzeczy pochodzących z przestępstwa, żywych zwierząt oraz treści dla dorosłych.</li>
  <li>Możemy usunąć ogłoszenie naruszające regulamin lub prawo, a w razie powtarzających się naruszeń – zablokować konto.</li>
</ul>
<h2>§ 4. Zakupy i płatności</h2>
<p>Umowa sprzedaży zawierana jest między kupującym a sprzedającym. Płatności w koszyku obsługuje operator płatności, a środki trafiają do sprzedającego zgodnie z <a href="/info/seller-services-agreement">Umową o świadczenie usług dla sprzedających</a>. Kupujący może otworzyć spór, jeśli przedmiot nie dotarł lub istotnie różni się od opisu.</p>
<h2>§ 5. Usługi płatne</h2>
<p>Wyróżnienie, przedłużenie ważności i dodatkowe zdjęcia to opcjonalne usługi płatne. Cena jest widoczna przed zapłatą. Konsument ma prawo odstąpienia od umowy na zasadach przewidzianych w ustawie o prawach konsumenta.</p>
<h2>§ 6. Opinie i wiadomości</h2>
<p>Opinie muszą być rzetelne i dotyczyć rzeczywistej transakcji. Nie wolno używać Wiadomości do wysyłania spamu, namawiania do płatności poza serwisem ani udostępniania danych osobowych innych osób.</p>
<h2>§ 7. Reklamacje</h2>
<p>Reklamacje dotyczące działania serwisu można składać przez <a href="/info/contact-us">formularz kontaktowy</a>. Rozpatrujemy je w ciągu 14 dni.</p>
<h2>§ 8. Zmiany regulaminu</h2>
<p>O istotnych zmianach regulaminu informujemy zarejestrowanych użytkowników e-mailem co najmniej 14 dni przed ich wejściem w życie.</p>`,
      },
      {
        slug: 'seller-services-agreement',
        title: 'Umowa o świadczenie usług dla sprzedających',
        content: `
<h2>Kogo dotyczy umowa</h2>
<p>Umowa dotyczy wszystkich, którzy sprzedają produkty przez koszyk w serwisie Marketplace – zarówno osób prywatnych, jak i firm. Uzupełnia ona <a href="/info/terms-and-conditions">Regulamin</a>.</p>
<h2>Obsługa płatności</h2>
<p>Gdy kupujący płaci kartą, środki w Twoim imieniu przyjmuje nasz operator płatności. Wypłata na Twój rachunek bankowy następuje po potwierdzeniu odbioru przez kupującego albo automatycznie po 14 dniach od oznaczenia zamówienia jako wysłanego, jeśli nie otwarto sporu.</p>
<h2>Obowiązki sprzedającego</h2>
<ul>
  <li>Rzetelnie opisuj przedmiot, w tym jego wady, i aktualizuj dostępną liczbę sztuk.</li>
  <li>Wysyłaj w terminie podanym w ogłoszeniu i podawaj numer przesyłki kurierskiej.</li>
  <li>Odpowiadaj na wiadomości kupujących w ciągu dwóch dni roboczych.</li>
  <li>Sprzedający będący przedsiębiorcami przestrzegają praw konsumenta, w tym prawa do odstąpienia od umowy w ciągu 14 dni, i wystawiają paragony lub faktury.</li>
</ul>
<h2>Spory</h2>
<p>Jeśli kupujący zgłosi, że przedmiot nie dotarł lub jest niezgodny z opisem, poprosimy obie strony o wyjaśnienia i możemy wstrzymać wypłatę do czasu rozstrzygnięcia. Decyzję podejmujemy na podstawie dowodów: danych ze śledzenia przesyłki, zdjęć i wiadomości.</p>
<h2>Opłaty i podatki</h2>
<p>Wystawianie ogłoszeń jest bezpłatne. Opcjonalne usługi promocyjne są płatne w chwili zakupu. Za rozliczenie podatków od sprzedaży odpowiada sprzedający; firmy otrzymują miesięczne zestawienie opłat i fakturę VAT.</p>
<h2>Rozwiązanie umowy</h2>
<p>Możesz zakończyć sprzedaż w dowolnym momencie. W przypadku oszustwa, powtarzających się sporów lub naruszeń umowy możemy wstrzymać wypłaty lub możliwość sprzedaży.</p>`,
      },
      {
        slug: 'privacy-policy',
        title: 'Polityka prywatności',
        content: `
<h2>Administrator danych</h2>
<p>Administratorem Twoich danych osobowych jest Marketplace sp. z o.o., ul. Marszałkowska 142, 00-061 Warszawa. Z inspektorem ochrony danych skontaktujesz się pod adresem <a href="mailto:iod@example.pl">iod@example.pl</a>.</p>
<h2>Jakie dane przetwarzamy</h2>
<ul>
  <li><strong>Dane konta</strong>: imię i nazwisko lub nazwa firmy, nazwa użytkownika, adres e-mail, numer telefonu, adres oraz NIP w przypadku firm.</li>
  <li><strong>Ogłoszenia i transakcje</strong>: to, co publikujesz, kupujesz i sprzedajesz, opinie i przebieg sporów.</li>
  <li><strong>Wiadomości</strong> wymieniane z innymi użytkownikami w serwisie.</li>
  <li><strong>Dane techniczne</strong>: informacje o urządzeniu i przeglądarce, adres IP oraz przybliżona lokalizacja, jeśli wyrazisz na to zgodę.</li>
</ul>
<h2>Cele i podstawy prawne</h2>
<p>Przetwarzamy dane, aby świadczyć usługi (art. 6 ust. 1 lit. b RODO), obsługiwać płatności i wypełniać obowiązki prawne, np. podatkowe (art. 6 ust. 1 lit. c RODO), zapobiegać nadużyciom i dochodzić roszczeń (art. 6 ust. 1 lit. f RODO), a za Twoją zgodą – wysyłać informacje marketingowe (art. 6 ust. 1 lit. a RODO). Zgodę możesz wycofać w każdej chwili w ustawieniach konta.</p>
<h2>Odbiorcy danych</h2>
<p>Dane przekazujemy wyłącznie podmiotom, które pomagają nam prowadzić serwis (hosting, płatności, wysyłka e-maili i SMS-ów), innym użytkownikom w zakresie potrzebnym do zawarcia transakcji oraz organom państwowym, gdy wymaga tego prawo. Nie sprzedajemy Twoich danych.</p>
<h2>Okres przechowywania</h2>
<p>Dane konta przechowujemy przez czas jego istnienia, a po usunięciu konta – do trzech lat lub dłużej, jeśli wymagają tego przepisy podatkowe.</p>
<h2>Twoje prawa</h2>
<p>Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przeniesienia oraz sprzeciwu. Przysługuje Ci także skarga do Prezesa Urzędu Ochrony Danych Osobowych.</p>
<p>Zobacz też <a href="/info/cookies">Politykę plików cookies</a>.</p>`,
      },
      {
        slug: 'cookies',
        title: 'Polityka plików cookies',
        content: `
<h2>Czym są pliki cookies</h2>
<p>Pliki cookies to niewielkie pliki tekstowe zapisywane przez przeglądarkę. Korzystamy też z podobnych technologii, takich jak pamięć lokalna przeglądarki.</p>
<h2>Jakich plików używamy</h2>
<table>
  <thead><tr><th scope="col">Rodzaj</th><th scope="col">Cel</th><th scope="col">Czy można wyłączyć?</th></tr></thead>
  <tbody>
    <tr><td>Niezbędne</td><td>Utrzymanie zalogowania, bezpieczeństwo sesji i zawartość koszyka.</td><td>Nie</td></tr>
    <tr><td>Funkcjonalne</td><td>Zapamiętanie wybranej wersji serwisu i ustawień wyświetlania.</td><td>Tak</td></tr>
    <tr><td>Analityczne</td><td>Zbiorcze statystyki odwiedzin, które pomagają nam ulepszać serwis.</td><td>Tak</td></tr>
  </tbody>
</table>
<h2>Zarządzanie plikami cookies</h2>
<p>Pliki cookies możesz usunąć lub zablokować w ustawieniach przeglądarki. Zablokowanie plików niezbędnych uniemożliwi logowanie i zakupy w serwisie.</p>
<p>Więcej o przetwarzaniu danych przeczytasz w <a href="/info/privacy-policy">Polityce prywatności</a>.</p>`,
      },
    ],
  },
  {
    title: 'Pomoc',
    pages: [
      {
        slug: 'help',
        title: 'Centrum pomocy',
        content: `
<h2>Najczęściej zadawane pytania</h2>
<h3>Ile kosztuje dodanie ogłoszenia?</h3>
<p>Dodanie ogłoszenia jest bezpłatne. Płacisz tylko wtedy, gdy wybierzesz dodatek: wyróżnienie, przedłużenie o 30 dni lub dodatkowe zdjęcia.</p>
<h3>Jak długo ogłoszenie jest aktywne?</h3>
<p>Ogłoszenia są aktywne przez 30 dni. Możesz je przedłużyć przed końcem ważności albo zakończyć od razu po sprzedaży.</p>
<h3>Nie pamiętam hasła. Co zrobić?</h3>
<p>Skorzystaj z opcji <a href="/auth/forgot-password">Nie pamiętam hasła</a> na stronie logowania. Wyślemy link na Twój adres e-mail albo kod SMS.</p>
<h3>Jak zapłacić za przedmiot?</h3>
<p>Dodaj produkt do koszyka i zapłać kartą. Pieniądze są bezpiecznie przechowywane do czasu, aż potwierdzisz odbiór przesyłki.</p>
<h3>Przesyłka nie dotarła. Co teraz?</h3>
<p>Otwórz zamówienie w zakładce Moje zakupy i wybierz „Zgłoś problem”. Opisz sytuację – skontaktujemy się ze sprzedającym i pomożemy ją rozwiązać.</p>
<h3>Jak zmienić adres lub numer telefonu?</h3>
<p>Wejdź w Ustawienia konta. Zmianę adresu e-mail lub numeru telefonu potwierdzasz jednorazowym kodem.</p>
<h3>Jak zgłosić podejrzane ogłoszenie?</h3>
<p>Otwórz ogłoszenie i kliknij „Zgłoś”. Nasz zespół codziennie przegląda zgłoszenia.</p>
<p>Nie znalazłeś odpowiedzi? <a href="/info/contact-us">Napisz do nas</a>.</p>`,
      },
      {
        slug: 'safety-tips',
        title: 'Bezpieczne transakcje',
        content: `
<h2>Kupuj i sprzedawaj bezpiecznie</h2>
<p>Zdecydowana większość użytkowników działa uczciwie, ale kilka prostych zasad chroni przed nielicznymi oszustami.</p>
<h3>Płatności i rozmowy prowadź w serwisie</h3>
<ul>
  <li>Płać przez koszyk, kiedy tylko możesz – pieniądze są chronione, dopóki przesyłka nie dotrze.</li>
  <li>Nigdy nie wpłacaj zaliczki przelewem, kodem BLIK, kartą podarunkową ani kryptowalutą komuś, kogo nie znasz.</li>
  <li>Nie klikaj w linki do „płatności” ani „potwierdzenia przesyłki” przesyłane przez komunikatory – to częsty sposób wyłudzania danych karty.</li>
</ul>
<h3>Spotkania osobiste</h3>
<ul>
  <li>Umawiaj się w miejscach publicznych, w ciągu dnia, albo weź ze sobą znajomego.</li>
  <li>Sprawdź przedmiot przed zapłatą, a sprzęt elektroniczny przetestuj na miejscu.</li>
  <li>Kupując samochód, sprawdź historię pojazdu po numerze VIN i rozważ przegląd w niezależnym warsztacie.</li>
</ul>
<h3>Wynajem mieszkania</h3>
<p>Nie wpłacaj kaucji za mieszkanie, którego nie widziałeś osobiście lub podczas rozmowy wideo z właścicielem. Zawsze podpisuj pisemną umowę najmu.</p>
<h3>Oferty pracy</h3>
<p>Uczciwy pracodawca nigdy nie pobiera opłat za szkolenie, sprzęt ani badania przed rozpoczęciem pracy.</p>
<p>Jeśli coś budzi Twoje wątpliwości, przerwij rozmowę i <a href="/info/contact-us">daj nam znać</a>. W sytuacji zagrożenia dzwoń pod numer 112.</p>`,
      },
    ],
  },
];
