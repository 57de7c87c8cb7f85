/** Interface texts the browser tests look for, per edition (the Polish edition shows no English). */
export const TEXTS = {
  us: {
    searchPlaceholder: 'What are you looking for?',
    categories: 'Categories',
    newestOffers: 'Newest offers',
    allOffers: 'All offers',
    notFound: 'We could not find this page',
    browseOffers: 'Browse offers',
    login: 'Log in',
    username: 'Username or email',
    password: 'Password',
    accountMenu: 'Account menu',
    logout: 'Log out',
    favorites: 'Favorites',
    comingSoon: 'This part of the marketplace is coming soon.',
    privacyPolicy: /privacy/i,
    required: 'This field is required.',
  },
  pl: {
    searchPlaceholder: 'Czego szukasz?',
    categories: 'Kategorie',
    newestOffers: 'Najnowsze ogłoszenia',
    allOffers: 'Wszystkie ogłoszenia',
    notFound: 'Nie znaleźliśmy tej strony',
    browseOffers: 'Przeglądaj ogłoszenia',
    login: 'Zaloguj się',
    username: 'Nazwa użytkownika lub e-mail',
    password: 'Hasło',
    accountMenu: 'Menu konta',
    logout: 'Wyloguj się',
    favorites: 'Ulubione',
    comingSoon: 'Ta część serwisu pojawi się wkrótce.',
    privacyPolicy: /prywatno/i,
    required: 'To pole jest wymagane.',
  },
} as const;

export const DEMO_PASSWORD = 'Demo-pass-2026!';
