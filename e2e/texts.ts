import { readFileSync } from 'node:fs';

/**
 * Interface texts the browser tests look for, per edition (the Polish edition shows no English),
 * read from the web app's locale files by key, so a changed text needs no second copy here. Seed
 * data (names, phrases, places) and patterns stay written out.
 */

type Region = 'us' | 'pl';
type Translate = (key: string, values?: Record<string, string | number>) => string;

const LOCALES = { us: 'en', pl: 'pl' } as const;

/** The edition's texts: `t(key, values)` reads one, `{{name}}` filled from `values`. */
export function translator(region: Region, namespace: 'common' | 'admin' = 'common'): Translate {
  const file = new URL(`../apps/web/src/locales/${LOCALES[region]}/${namespace}.json`, import.meta.url);
  const messages: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return (key, values = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    if (typeof text !== 'string') throw new Error(`No text "${key}" in the ${LOCALES[region]} locale`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`No value for {{${name}}} in "${key}"`);
      return String(values[name]);
    });
  };
}

const translators = { us: translator('us'), pl: translator('pl') };
/** The administration console's texts (its own namespace, decision 084). */
export const ADMIN_T = { us: translator('us', 'admin'), pl: translator('pl', 'admin') };

/** A group of texts: those of the locale files, the same keys for both editions, plus `data`. */
function perEdition<T extends object, US extends object, PL extends object>(
  fromLocale: (t: Translate, region: Region) => T,
  data: { us: US; pl: PL } = { us: {} as US, pl: {} as PL },
) {
  return {
    us: { ...fromLocale(translators.us, 'us'), ...data.us },
    pl: { ...fromLocale(translators.pl, 'pl'), ...data.pl },
  };
}

/** Interface texts the browser tests look for, per edition (the Polish edition shows no English). */
export const TEXTS = perEdition(
  (t) => ({
    searchPlaceholder: t('search.placeholder'),
    categories: t('home.categoriesTitle'),
    newestOffers: t('home.newestTitle'),
    allOffers: t('search.allOffers'),
    notFound: t('notFound.title'),
    browseOffers: t('notFound.browse'),
    login: t('user.login'),
    username: t('auth.login.username'),
    password: t('auth.login.password'),
    accountMenu: t('user.menu'),
    logout: t('user.logout'),
    favorites: t('nav.favorites'),
    required: t('serverMessages.required'),
  }),
  {
    us: {
      privacyPolicy: /privacy/i,
    },
    pl: {
      privacyPolicy: /prywatno/i,
    },
  },
);

export const DEMO_PASSWORD = 'Demo-pass-2026!';

/** The notice shown on a linked page of the edition the visitor did not choose (decision 079). */
export const EDITION_TEXTS = perEdition((t) => ({
  noticeLabel: t('version.notice.label'),
  notice: t('version.notice.text'),
  switch: t('version.notice.switch'),
  dismiss: t('version.notice.dismiss'),
}));

/** The login of an account whose registration code was never entered. */
export const UNCONFIRMED_TEXTS = perEdition((t) => ({
  notConfirmed: t('serverMessages.accountNotConfirmed'),
  enterCode: t('auth.login.unconfirmed.enterCode'),
  sendNewCode: t('auth.login.unconfirmed.sendNewCode'),
  loginSuccess: t('auth.login.success'),
}));

/** Account settings page texts (/profile/account-settings), per edition. */
export const ACCOUNT_SETTINGS_TEXTS = perEdition((t, region) => ({
  title: t('accountSettings.title'),
  contact: t('accountSettings.contact.title'),
  address: t('accountSettings.address.title'),
  bankAccount: t('accountSettings.payout.title'),
  creditCard: t('accountSettings.card.title'),
  noCard: t('accountSettings.card.none'),
  addCard: t('accountSettings.card.add'),
  addCardTitle: t('accountSettings.card.addTitle'),
  cardHolder: t('accountSettings.card.holder'),
  cardNumber: t('accountSettings.card.number'),
  cardExpiry: t('accountSettings.card.expiry'),
  cardCvc: t('accountSettings.card.cvc'),
  saveCard: t('accountSettings.card.save'),
  cardSaved: t('accountSettings.card.saved'),
  cardDeclined: t('serverMessages.cardDeclined'),
  password: t('accountSettings.password.title'),
  activity: t('accountSettings.stats.title'),
  editPhone: `${t('accountSettings.edit')} ${t('accountSettings.contact.phone')}`,
  editEmail: `${t('accountSettings.edit')} ${t('accountSettings.contact.email')}`,
  editAddress: `${t('accountSettings.edit')} ${t('accountSettings.address.title')}`,
  addBankAccount: `${t('accountSettings.add')} ${t('accountSettings.payout.title')}`,
  editBankAccount: `${t('accountSettings.edit')} ${t('accountSettings.payout.title')}`,
  changePassword: `${t('accountSettings.password.change')} ${t('accountSettings.password.title')}`,
  newPhone: t('accountSettings.phone.new'),
  newEmail: t('accountSettings.email.new'),
  sendCode: t('accountSettings.code.send'),
  code: t('accountSettings.code.label'),
  confirm: t('accountSettings.code.confirm'),
  incorrectCode: t('serverMessages.incorrectCode'),
  phoneChanged: t('accountSettings.phone.success'),
  emailChanged: t('accountSettings.email.success'),
  firstName: t('accountSettings.address.firstName'),
  lastName: t('accountSettings.address.lastName'),
  street: t('accountSettings.address.street'),
  city: t('accountSettings.address.city'),
  postCode: t('accountSettings.address.postCode'),
  state: t('accountSettings.address.state'),
  save: t('accountSettings.save'),
  addressSaved: t('accountSettings.address.success'),
  holder: t('accountSettings.payout.holder'),
  iban: t('accountSettings.payout.iban'),
  accountNumber: t('accountSettings.payout.accountNumber'),
  routingNumber: t('accountSettings.payout.routingNumber'),
  invalidPayout: t(region === 'us' ? 'serverMessages.invalidRoutingNumber' : 'serverMessages.invalidIban'),
  payoutSaved: t('accountSettings.payout.success'),
  payoutPassword: t('accountSettings.payout.password'),
  payoutPasswordRequired: t('serverMessages.passwordRequiredToReplacePayout'),
  /** The hold notice with its date (as the page writes it). */
  payoutHold: (date: string) => t('accountSettings.payout.hold', { date }),
  uploadPhoto: t('accountSettings.avatar.upload'),
  removePhoto: t('accountSettings.avatar.remove'),
  photoUploaded: t('accountSettings.avatar.uploaded'),
  photoRemoved: t('accountSettings.avatar.removed'),
  oldPassword: t('accountSettings.password.old'),
  newPassword: t('accountSettings.password.new'),
  repeatPassword: t('accountSettings.password.repeat'),
  wrongPassword: t('serverMessages.wrongPassword'),
  passwordsMustMatch: t('serverMessages.passwordsMustMatch'),
  passwordChanged: t('accountSettings.password.success'),
}));

/** Registration and password-reset texts, per edition. */
export const AUTH_TEXTS = perEdition(
  (t) => ({
    registerTitle: t('register.title'),
    person: t('register.types.person'),
    company: t('register.types.company'),
    username: t('register.fields.username'),
    email: t('register.fields.email'),
    phone: t('register.fields.phone'),
    password: t('register.fields.password'),
    firstName: t('register.fields.firstName'),
    lastName: t('register.fields.lastName'),
    day: t('register.birthDay.day'),
    month: t('register.birthDay.month'),
    year: t('register.birthDay.year'),
    companyName: t('register.fields.companyName'),
    vatId: t('accountSettings.address.vatId'),
    street: t('register.fields.street'),
    city: t('register.fields.city'),
    postCode: t('accountSettings.address.postCode'),
    state: t('accountSettings.address.state'),
    continue: t('register.submit'),
    methodTitle: t('register.method.title'),
    byEmail: t('register.method.email'),
    createAccount: t('register.method.submit'),
    code: t('register.confirm.code'),
    confirm: t('register.confirm.submit'),
    incorrectCode: t('serverMessages.incorrectCode'),
    usernameTaken: t('serverMessages.usernameTaken'),
    registered: t('register.success.title'),
    goToLogin: t('register.success.login'),
    forgotTitle: t('passwordReset.request.title'),
    sendLink: t('passwordReset.request.submit'),
    checkInbox: t('passwordReset.sent.title'),
    newPassword: t('passwordReset.reset.first'),
    repeatPassword: t('passwordReset.reset.second'),
    savePassword: t('passwordReset.reset.submit'),
    passwordsMustMatch: t('serverMessages.passwordsMustMatch'),
    passwordChanged: t('passwordReset.done.title'),
    invalidLink: t('serverMessages.invalidLink'),
    invalidLinkTitle: t('passwordReset.invalid.title'),
    requestNewLink: t('passwordReset.invalid.requestNew'),
  }),
  {
    us: {
      vatIdValue: '12-3456789',
      cityValue: 'New York',
      postCodeValue: '10001',
      stateValue: 'NY',
      phonePrefix: '+1',
      bySms: /SMS/,
    },
    pl: {
      vatIdValue: '5260250274',
      cityValue: 'Warszawa',
      postCodeValue: '00 850',
      stateValue: 'mazowieckie',
      phonePrefix: '+48',
      bySms: /SMS/,
    },
  },
);

/** Search page texts and seeded phrases (apps/api/src/seed/content/offers-catalogue.*.ts), per edition. */
export const SEARCH_TEXTS = perEdition(
  (t, region) => ({
    allOffers: t('search.allOffers'),
    filters: t('search.filters.title'),
    apply: t('search.filters.apply'),
    sortBy: t('search.sort.label'),
    priceGroup: t('search.filters.price', { currency: region === 'us' ? '$' : 'zł' }),
    to: t('search.filters.to'),
    nearMe: t('search.scope.nearby'),
    everywhere: t('search.scope.everywhere'),
    denied: t('search.scope.denied'),
    featured: t('offers.featured'),
    popular: t('search.popularTitle'),
    noResults: t('search.emptyTitle'),
  }),
  {
    us: {
      /** The results count line, or the empty state's title. */
      loaded: /offers? found|No offers match your search/,
      distance: /([\d.]+) mi away/,
      electronics: 'Electronics',
      /** A misspelt word and the offer it must find. */
      typo: 'headphnes',
      typoFinds: /Sony WH-1000XM5 noise cancelling headphones/,
      /** Phrase, category and price limit of the combined search, and an offer they must leave out. */
      combined: { phrase: 'sony', maxPrice: 500, excluded: /a7 III/ },
      /** A phrase with more than one page of results. */
      manyResults: 'pickup',
      /** Seeded city to search near (New York), with the radius of 'nearby' in miles. */
      city: { latitude: 40.7506, longitude: -73.9972 },
      nearbyMax: 25 / 1.609344,
    },
    pl: {
      loaded: /Znaleziono \d+ ogłosze|Brak ogłoszeń pasujących do wyszukiwania/,
      distance: /([\d,]+) km od Ciebie/,
      electronics: 'Elektronika',
      typo: 'gramofom',
      typoFinds: /Gramofon Pro-Ject Debut Carbon EVO/,
      combined: { phrase: 'samsung', maxPrice: 3000, excluded: /Lodówka/ },
      manyResults: 'odbior',
      city: { latitude: 52.2297, longitude: 21.0122 },
      nearbyMax: 25,
      /** Typed without diacritics, and what it must find. */
      noDiacritics: 'glosnik',
      noDiacriticsFinds: /Głośnik JBL Flip 6/,
    },
  },
);

/** My offers (/profile/my-offers…), the seller profile (/user/{id}) and the home leftovers, per edition. */
export const MY_OFFERS_TEXTS = perEdition(
  (t) => ({
    title: t('myOffers.title'),
    tabs: t('myOffers.tabsLabel'),
    active: t('myOffers.tabs.active'),
    sold: t('myOffers.tabs.sold'),
    drafts: t('myOffers.tabs.draft'),
    archived: t('myOffers.tabs.closed'),
    addOffer: t('nav.addOffer'),
    emptyArchived: t('myOffers.empty.closed.title'),
    publish: t('myOffers.publish'),
    edit: t('myOffers.edit'),
    promote: t('checkout.extras.buttons.highlight'),
    stopPublishing: t('myOffers.stopPublishing'),
    confirmTitle: t('myOffers.confirmClose.title'),
    offerClosed: t('myOffers.closed'),
    completeOffer: t('myOffers.notReady.edit'),
    business: t('sellerProfile.types.company'),
    activeOffers: t('myOffers.listTitle.active'),
    sortBy: t('sellerProfile.sortLabel'),
    priceAscending: t('sellerProfile.sort.price_asc'),
    contact: t('sellerProfile.contact'),
    installTitle: t('iosInstall.title', { app: t('app.name') }),
    installDismiss: t('iosInstall.dismiss'),
  }),
  {
    us: {
      notReady: /not ready for publishing/i,
      validTill: /^Valid till \d{2}-\d{2}-\d{4}$/,
      archivedOn: /^Archived \d{2}-\d{2}-\d{4}$/,
      company: 'Acme Home & Electronics',
    },
    pl: {
      notReady: /nie jest gotowe do publikacji/i,
      validTill: /^Ważne do \d{2}-\d{2}-\d{4}$/,
      archivedOn: /^Zarchiwizowano \d{2}-\d{2}-\d{4}$/,
      company: 'PolMarket sp. z o.o.',
    },
  },
);

/** Offer create/edit form texts (/offers/create, /offers/edit/{id}), per edition. */
export const OFFER_FORM_TEXTS = perEdition((t) => ({
  createTitle: t('offerForm.createTitle'),
  editTitle: t('offerForm.editTitle'),
  category: t('offerForm.sections.category.title'),
  subcategory: t('offerForm.category.sub'),
  title: t('offerForm.fields.title'),
  description: t('offerForm.fields.description'),
  addPhotos: t('offerForm.photos.add'),
  photoAlt: (index: number) => t('offerForm.photos.alt', { index }),
  price: t('offerForm.sections.price.title'),
  free: t('offerForm.fields.free'),
  quantity: t('offerForm.fields.quantity'),
  courier: t('offerForm.delivery.courier'),
  pickup: t('offerForm.delivery.pickup'),
  deliveryPrice: t('offerForm.fields.deliveryPrice'),
  priceRange: t('offerForm.price.range'),
  priceFrom: t('offerForm.price.from'),
  priceTo: t('offerForm.price.to'),
  period: t('offerForm.fields.period'),
  showSalary: t('offerForm.salary.show'),
  salaryRange: t('offerForm.salary.range'),
  salaryFrom: t('offerForm.salary.from'),
  salaryTo: t('offerForm.salary.to'),
  street: t('offerForm.address.street'),
  city: t('offerForm.address.city'),
  postCode: t('offerForm.address.postCode'),
  state: t('offerForm.address.state'),
  hideLocation: t('offerForm.address.hide'),
  saveDraft: t('offerForm.actions.saveDraft'),
  buyExtraPhotos: t('offerForm.photos.buyExtra'),
  publish: t('offerForm.actions.publish'),
  save: t('offerForm.actions.save'),
  published: t('offerForm.toast.published'),
  saved: t('offerForm.toast.saved'),
  draftSaved: t('offerForm.toast.draftSaved'),
  checkFields: t('offerForm.toast.checkFields'),
  notReady: t('serverMessages.notReadyForPublishing'),
  required: t('serverMessages.required'),
  notANumber: t('serverMessages.notANumber'),
  tooManyFiles: t('serverMessages.tooManyFiles'),
  addressNotFound: t('serverMessages.addressNotFound'),
}));

/** Offer detail, takedown report and favourites texts (/offer/{id}, /favorites), per edition. */
export const OFFER_DETAIL_TEXTS = perEdition(
  (t) => ({
    categoryPath: t('offerDetail.categoryPath'),
    location: t('offerDetail.location.title'),
    approximateArea: t('offerDetail.location.approximate'),
    seller: t('offerDetail.seller.title'),
    showPhone: t('offerDetail.seller.showPhone'),
    phoneLimited: t('offerDetail.seller.phoneLimited'),
    report: t('offerDetail.report.open'),
    reportTitle: t('offerDetail.report.open'),
    reason: t('offerDetail.report.reason'),
    reasonValue: t('offerDetail.report.reasons.fraud'),
    details: t('offerDetail.attributes'),
    sendReport: t('offerDetail.report.submit'),
    reported: t('offerDetail.report.success'),
    favourite: t('favourites.toggle'),
    favouritesTitle: t('favourites.title'),
    noFavourites: t('favourites.empty.title'),
    sellerProfile: t('offerDetail.seller.profile'),
    edit: t('offerDetail.owner.edit'),
    extend: t('checkout.extras.buttons.extendTime'),
    contact: t('offerDetail.seller.contact'),
    addToBasket: t('offerDetail.addToBasket'),
    addedToBasket: t('basket.addedToBasket'),
  }),
  {
    us: {
      currency: /\$/,
      maskedPhone: /^\+1 \(•••\) •••-•\d{3}$/,
      fullPhone: /^\+1 \(\d{3}\) \d{3}-\d{4}$/,
    },
    pl: {
      currency: /zł/,
      maskedPhone: /^\+48 ••• ••• \d{3}$/,
      fullPhone: /^\+48 \d{3} \d{3} \d{3}$/,
    },
  },
);

/** Basket texts (/basket, the offer page's add button), per edition. */
export const BASKET_TEXTS = perEdition((t) => ({
  title: t('basket.title'),
  addToBasket: t('offerDetail.addToBasket'),
  added: t('basket.addedToBasket'),
  quantity: t('basket.quantity'),
  removeOffer: (title: string) => t('basket.removeOffer', { title }),
  goToPayment: t('basket.goToPayment'),
  empty: t('basket.empty.title'),
  basketLink: t('nav.basket'),
  basketLinkNotEmpty: t('nav.basketNotEmpty'),
}));

/** Checkout texts (payment method, card payment, success, paid extras, the saved card), per edition. */
export const CHECKOUT_TEXTS = perEdition((t) => ({
  goToPayment: t('basket.goToPayment'),
  methodTitle: t('checkout.method.title'),
  addressTitle: t('checkout.address.title'),
  editAddress: t('checkout.address.edit'),
  street: t('checkout.address.street'),
  useAddress: t('checkout.address.save'),
  networkError: t('errors.network'),
  proceed: t('checkout.proceed'),
  confirm: t('checkout.confirm'),
  cardTitle: t('checkout.card.title'),
  holder: t('checkout.card.holder'),
  number: t('checkout.card.number'),
  expiry: t('checkout.card.expiry'),
  cvc: t('checkout.card.cvc'),
  pay: (amount: string) => t('checkout.card.pay', { amount }),
  rejected: t('checkout.errorMsgInvalidPayment'),
  declined: t('checkout.declines.card_declined'),
  passed: t('checkout.paymentPassed'),
  savedCard: t('checkout.card.savedLabel'),
  use: t('checkout.card.use'),
  successTitle: t('checkout.success.title'),
  purchases: t('checkout.success.purchases'),
  emptyBasket: t('basket.empty.title'),
  addCard: t('accountSettings.card.add'),
  addCardTitle: t('accountSettings.card.addTitle'),
  cardHolder: t('accountSettings.card.holder'),
  cardNumber: t('accountSettings.card.number'),
  cardExpiry: t('accountSettings.card.expiry'),
  cardCvc: t('accountSettings.card.cvc'),
  saveCard: t('accountSettings.card.save'),
  cardSaved: t('accountSettings.card.saved'),
  promote: t('checkout.extras.buttons.highlight'),
  extrasContinue: t('checkout.extras.continue'),
  extrasSuccess: t('checkout.extras.successTitle'),
  extrasClose: t('checkout.extras.successClose'),
  featured: t('offers.featured'),
}));

/** Offer cards, the phone layouts (adverts, sort, toasts, the card form) and the toaster's labels, per edition. */
export const LAYOUT_TEXTS = perEdition((t) => ({
  newestOffers: t('home.newestTitle'),
  addOffer: t('nav.addOffer'),
  advert: t('adverts.label'),
  sortBy: t('search.sort.label'),
  sortOptions: [
    t('search.sort.relevance'),
    t('search.sort.newest'),
    t('search.sort.oldest'),
    t('search.sort.price_asc'),
    t('search.sort.price_desc'),
  ],
  addToBasket: t('offerDetail.addToBasket'),
  addedToBasket: t('basket.addedToBasket'),
  mobileNav: t('nav.mobile'),
  toastsRegion: t('toasts.region'),
  toastClose: t('toasts.close'),
  cardFormTitle: t('checkout.card.formTitle'),
}));

/** Orders texts (purchases, the Sold tab, order details, the dispute), per edition. */
export const ORDERS_TEXTS = perEdition((t) => ({
  purchasesTitle: t('orders.purchases.title'),
  soldTab: t('myOffers.tabs.sold'),
  tabs: t('myOffers.tabsLabel'),
  soldTitle: t('orders.sold.title'),
  orderNumber: (id: number) => t('orders.orderNumber', { id }),
  details: (id: number) => t('orders.detailsOf', { id }),
  paid: t('orders.status.paid'),
  confirmed: t('orders.status.confirmed'),
  completed: t('orders.status.completed'),
  confirm: t('orders.confirm'),
  cancel: t('orders.cancel'),
  orderConfirmed: t('orders.confirmed'),
  trackingLink: t('orders.shipment.label'),
  insert: t('orders.shipment.insert'),
  change: t('orders.shipment.change'),
  linkSaved: t('orders.shipment.saved'),
  markReceived: t('orders.complete'),
  completedSuccessfully: t('orders.completedSuccessfully'),
  copy: t('orders.detail.copy'),
  openDispute: t('orders.problems.dispute'),
  disputeTitle: t('orders.dispute.title'),
  description: t('orders.dispute.description'),
  submitDispute: t('orders.dispute.submit'),
  disputeSubmitted: t('orders.disputeSubmitted'),
  required: t('serverMessages.required'),
}));

export const CONTACT_TEXTS = perEdition(
  (t) => ({
    contactTile: t('categories.contactUs'),
    haulTile: t('categories.haulWithUs'),
    formTitle: t('contact.form.title'),
    subject: t('contact.form.subject'),
    email: t('contact.form.email'),
    message: t('contact.form.message'),
    send: t('contact.form.send'),
    thanks: t('contact.sent.title'),
    sentToast: t('contact.sent.toast'),
    home: t('contact.sent.home'),
    required: t('serverMessages.required'),
    invalidEmail: t('serverMessages.invalidEmail'),
    counter: (count: number) => t('form.counter', { count, max: 10000 }),
  }),
  {
    us: {
      subjectLabel: 'Orders and payments',
      transportLabel: 'Haul with us (transport)',
      admin: 'contact-us@marketplace.test',
    },
    pl: {
      subjectLabel: 'Zamówienia i płatności',
      transportLabel: 'Przewoź z nami (transport)',
      admin: 'contact-pl@marketplace.test',
    },
  },
);

/** Notifications texts (the bell and /notifications), per edition. */
export const NOTIFICATIONS_TEXTS = perEdition((t) => ({
  title: t('notifications.title'),
  latest: t('notifications.latest'),
  seeAll: t('notifications.seeAll'),
  bell: t('notifications.bell'),
  /** The bell's name with one unread notification (the singular form in both languages). */
  bellOneUnread: t('notifications.bellUnread_one', { count: 1 }),
  newMessage: (messageWriter: string, offerTitle: string) =>
    t('notifications.kinds.newchatmessage', { messageWriter, offerTitle }),
  unread: t('notifications.unread'),
  confirmed: (orderId: number) => t('notifications.kinds.orderconfirmed', { orderId }),
  canceled: (orderId: number) => t('notifications.kinds.ordercanceled', { orderId }),
  orderNumber: (id: number) => t('orders.orderNumber', { id }),
}));

/** Reviews texts (the review modal, the reviews page, the review dispute), per edition. */
export const REVIEWS_TEXTS = perEdition(
  (t) => ({
    review: t('reviews.reviewProduct'),
    modalTitle: t('reviews.form.title'),
    comment: t('reviews.form.comment'),
    send: t('reviews.form.submit'),
    reviewSubmitted: t('reviews.reviewSubmitted'),
    myReviews: t('reviews.header.me'),
    menuMyReviews: t('user.myReviews'),
    reviewed: t('reviews.reviewed'),
    sellerReviews: t('reviews.header.seller'),
    dispute: t('reviews.item.dispute'),
    disputeTitle: t('reviews.dispute.title'),
    description: t('reviews.dispute.description'),
    submitDispute: t('reviews.dispute.submit'),
    disputeSubmitted: t('reviews.disputeSubmitted'),
    distribution: t('reviews.stats.distribution'),
    bar: (rate: number, count: number) => t('reviews.stats.bar', { rate, formatted: count }),
    countHeader: (count: number) => t('reviews.countHeader', { formatted: count }),
    seeAll: t('reviews.seeAll'),
    seeSellerReviews: t('reviews.seeSellerReviews', { name: '' }).trim(),
  }),
  // Plural forms the translator does not pick: the radio of 4 stars.
  { us: { fourStars: '4 stars', average: '4.0' }, pl: { fourStars: '4 gwiazdki', average: '4,0' } },
);

/** Chat texts (the inbox, a conversation, the contact buttons), per edition. */
export const CHAT_TEXTS = perEdition((t) => ({
  inboxTitle: t('chat.title'),
  inbox: t('chat.inboxLabel'),
  emptyTitle: t('chat.empty.title'),
  contactAdministration: t('chat.contactAdministration'),
  contactSeller: t('offerDetail.seller.contact'),
  admin: t('chat.admin'),
  adminSubject: t('chat.adminSubject'),
  with: (names: string) => t('chat.with', { names }),
  oneUnread: t('chat.unread_one', { count: 1 }),
  messages: t('chat.messagesLabel'),
  messageBox: t('chat.messageLabel'),
  send: t('chat.send'),
  seeOffer: t('chat.seeOffer'),
  counterpartDeleted: t('chat.counterpartDeleted'),
}));

/** "Download my data" in Account settings (decision 077), per edition. */
export const DATA_EXPORT_TEXTS = perEdition((t) => ({
  title: t('accountSettings.dataExport.title'),
  request: t('accountSettings.dataExport.request'),
  preparing: t('accountSettings.dataExport.preparing'),
  ready: t('accountSettings.dataExport.ready'),
  download: t('accountSettings.dataExport.download'),
}));
/** Delete my account (Account settings, decision 078), per edition. */
export const ACCOUNT_DELETION_TEXTS = perEdition(
  (t) => ({
    section: t('accountDeletion.title'),
    open: t('accountDeletion.open'),
    modalTitle: t('accountDeletion.modalTitle'),
    password: t('accountDeletion.password'),
    confirm: t('accountDeletion.confirm'),
    submit: t('accountDeletion.submit'),
    deleted: t('accountDeletion.success'),
    balanceBlocker: t('accountDeletion.blocked.balance'),
    invalidCredentials: t('serverMessages.invalidCredentials'),
    sellerContact: t('orders.detail.sellerContact'),
    orderNumber: (id: number) => t('orders.orderNumber', { id }),
  }),
  // The name a deleted account is shown by: the API's, in the edition's language (contract).
  { us: { deletedAccount: 'Deleted account' }, pl: { deletedAccount: 'Konto usunięte' } },
);

/** My profile (/profile/my-profile), the account screens it leads to and the bottom bar, per edition. */
export const MY_PROFILE_TEXTS = perEdition(
  (t) => ({
    title: t('routes.myProfile'),
    profileTab: t('nav.profile'),
    mobileNav: t('nav.mobile'),
    accountLinks: t('myProfile.accountLinks'),
    accountMenu: t('user.menu'),
    myProfile: t('user.myProfile'),
    logout: t('user.logout'),
    loggedOut: t('user.loggedOut'),
    memberSince: (date: string) => t('myProfile.memberSince', { date }),
    lastLoggedIn: t('myProfile.lastLoggedIn', { date: '' }).trim(),
    offers: t('accountSettings.stats.offers'),
    activeOffers: t('accountSettings.stats.activeOffers'),
    activeOffersValue: t('accountSettings.stats.activeOffersValue'),
    earned: t('accountSettings.stats.earned'),
    averageRating: t('accountSettings.stats.averageRating'),
    reviews: t('accountSettings.stats.reviews'),
    loadError: t('errors.loadData'),
    retry: t('accountSettings.retry'),
    loginTitle: t('user.login'),
    username: t('auth.login.username'),
    /** The account screens in My profile's order: the link, and the page's first heading. */
    screens: [
      { link: t('user.myOffers'), path: '/profile/my-offers', heading: t('myOffers.title') },
      { link: t('user.myPurchases'), path: '/profile/my-purchases', heading: t('orders.purchases.title') },
      { link: t('user.sold'), path: '/profile/my-offers/sold', heading: t('myOffers.title') },
      { link: t('user.balance'), path: '/profile/balance', heading: t('balance.title') },
      { link: t('user.myReviews'), path: '/reviews/me', heading: t('reviews.header.me') },
      { link: t('user.messages'), path: '/messages', heading: t('chat.title') },
      { link: t('user.savedSearches'), path: '/profile/saved-searches', heading: t('savedSearches.title') },
      {
        link: t('user.accountSettings'),
        path: '/profile/account-settings',
        heading: t('accountSettings.title'),
      },
    ],
  }),
  {
    us: { locale: 'en-US', currency: 'USD', dateOrder: 'MDY' as const },
    pl: { locale: 'pl-PL', currency: 'PLN', dateOrder: 'DMY' as const },
  },
);

/** The administration console's frame (decision 084). */
export const ADMIN_CONSOLE_TEXTS = perEdition((t, region) => ({
  administration: t('user.administration'),
  title: ADMIN_T[region]('console.title'),
  sections: ADMIN_T[region]('console.navLabel'),
  forbidden: ADMIN_T[region]('console.forbidden'),
  auditLog: ADMIN_T[region]('nav.auditLog'),
  auditTitle: ADMIN_T[region]('audit.title'),
  filterAction: ADMIN_T[region]('audit.filterAction'),
  filter: ADMIN_T[region]('audit.filter'),
  none: ADMIN_T[region]('audit.none'),
  profileTab: t('nav.profile'),
  mobileNav: t('nav.mobile'),
  accountLinks: t('myProfile.accountLinks'),
  accountMenu: t('user.menu'),
  loggedIn: t('auth.login.success'),
  toasts: t('toasts.region'),
  disputes: ADMIN_T[region]('nav.disputes'),
  disputesTitle: ADMIN_T[region]('disputes.title'),
}));

/** Making an offer on a price (issue 28), per edition. */
export const PROPOSAL_TEXTS = perEdition((t) => ({
  makeOffer: t('priceProposals.makeOffer'),
  makeOfferTitle: t('priceProposals.makeOfferTitle'),
  amount: t('priceProposals.amountLabel'),
  send: t('priceProposals.send'),
  accept: t('priceProposals.accept'),
  decline: t('priceProposals.decline'),
  counter: t('priceProposals.counter'),
  counterTitle: t('priceProposals.counterTitle'),
  sendCounter: t('priceProposals.sendCounter'),
  buyAtThisPrice: t('priceProposals.buyAtThisPrice'),
  madeCard: t('priceProposals.card.made'),
  counterCard: t('priceProposals.card.countered'),
  countered: t('priceProposals.status.countered'),
  accepted: (price: string) => t('priceProposals.answer.accepted', { price }),
  // A proposal whose offer can no longer be bought (decision 115).
  ended: (price: string) => t('priceProposals.answer.ended', { price }),
  endedStatus: t('priceProposals.status.ended'),
  orderAgreed: t('orders.detail.agreedPrice'),
  addToBasket: t('offerDetail.addToBasket'),
  addedToBasket: t('basket.addedToBasket'),
  inbox: t('chat.inboxLabel'),
  tooLow: t('serverMessages.proposalBelowFloor'),
  // The seller's floor in the offer form (decision 101).
  floorField: t('offerForm.fields.proposalFloor'),
  floorNotBelowPrice: t('serverMessages.proposalFloorNotBelowPrice'),
  editTitle: t('offerForm.editTitle'),
  save: t('offerForm.actions.save'),
  saved: t('offerForm.toast.saved'),
}));

/** Saved searches (issue 28): the search page's button, its dialog and /profile/saved-searches, per edition. */
export const SAVED_SEARCHES_TEXTS = perEdition((t) => ({
  title: t('savedSearches.title'),
  save: t('savedSearches.save'),
  saveTitle: t('savedSearches.saveTitle'),
  name: t('savedSearches.name'),
  confirmSave: t('savedSearches.confirmSave'),
  saved: t('savedSearches.saved'),
  run: t('savedSearches.run'),
  rename: t('savedSearches.rename'),
  saveName: t('savedSearches.saveName'),
  delete: t('savedSearches.delete'),
  deleteTitle: t('savedSearches.deleteTitle'),
  alerts: t('savedSearches.alerts.label'),
  daily: t('savedSearches.alerts.daily'),
  emptyTitle: t('savedSearches.empty.title'),
  oneNewMatch: t('savedSearches.newMatches_one', { shown: '1' }),
  menuLink: t('user.savedSearches'),
  newMatch: (savedSearchName: string, offerTitle: string) =>
    t('notifications.kinds.newmatches', { savedSearchName, offerTitle }),
  bellOneUnread: t('notifications.bellUnread_one', { count: 1 }),
  profileTab: t('nav.profile'),
  mobileNav: t('nav.mobile'),
  username: t('auth.login.username'),
}));

/** The seller's balance (/profile/balance, decision 127), per edition. */
export const BALANCE_TEXTS = perEdition(
  (t) => ({
    title: t('balance.title'),
    link: t('user.balance'),
    profileTab: t('nav.profile'),
    mobileNav: t('nav.mobile'),
    accountLinks: t('myProfile.accountLinks'),
    accountMenu: t('user.menu'),
    available: t('balance.figures.available'),
    debt: t('balance.figures.debt'),
    pending: t('balance.figures.pending'),
    inPayout: t('balance.figures.inPayout'),
    paidOut: t('balance.figures.paidOut'),
    nextPayout: t('balance.payout.next'),
    minimumPayout: t('balance.payout.minimum'),
    payOutNow: t('balance.payout.now'),
    pendingOrders: t('balance.pendingOrders.title'),
    noPendingOrders: t('balance.pendingOrders.none'),
    statement: t('balance.statement.title'),
    month: t('balance.statement.month'),
    download: t('balance.statement.download'),
    activity: t('balance.activity'),
    history: t('balance.views.history'),
    payouts: t('balance.views.payouts'),
    sale: t('balance.history.kinds.sale'),
    noHistory: t('balance.history.none'),
    noPayouts: t('balance.payouts.none'),
    orderNumber: (id: number) => t('balance.orderNumber', { id }),
    soldOrderNumber: (id: number) => t('orders.orderNumber', { id }),
    proceeds: (commission: string, net: string) => t('orders.commission', { commission, net }),
    saleBreakdown: (gross: string, commission: string, net: string) =>
      t('balance.history.saleBreakdown', { gross, commission, net }),
    // The money flow (money-flow.spec.ts): the way to the bank account, a payout and its outcome.
    myPurchasesLink: t('user.myPurchases'),
    accountSettingsLink: t('user.accountSettings'),
    toSettings: t('balance.payout.toSettings'),
    noPayoutData: t('balance.blockers.noPayoutData'),
    alreadyToday: t('balance.blockers.alreadyToday'),
    lastPayoutFailed: t('balance.blockers.lastPayoutFailed'),
    checkSettings: t('balance.payout.checkSettings'),
    payoutRequested: (amount: string) => t('balance.payout.requested', { amount }),
    payoutNumber: (id: number) => t('balance.payoutNumber', { id }),
    payoutPaid: t('balance.payoutStatus.paid'),
    payoutFailed: t('balance.payoutStatus.failed'),
    requestedBySeller: t('balance.payouts.requestedBy.seller'),
    payoutDestination: (digits: string) => t('balance.payouts.destination', { digits }),
    // A failed payout's reason: the provider's code (e.g. `account_closed`) in plain words.
    payoutFailedReason: (code: string) =>
      t('balance.history.failed', { reason: t(`balance.failureReasons.${code}`) }),
    bell: t('notifications.bell'),
    latestNotifications: t('notifications.latest'),
    payoutFailedNotification: (amount: string, code: string) =>
      t('notifications.kinds.payoutfailed', { amount, reason: t(`balance.failureReasons.${code}`) }),
  }),
  {
    us: { locale: 'en-US', currency: 'USD' },
    pl: { locale: 'pl-PL', currency: 'PLN' },
  },
);

/** The console's finance page (/admin/finance, decision 127), per edition. */
export const ADMIN_FINANCE_TEXTS = perEdition((t, region) => ({
  administration: t('user.administration'),
  accountMenu: t('user.menu'),
  profileTab: t('nav.profile'),
  mobileNav: t('nav.mobile'),
  accountLinks: t('myProfile.accountLinks'),
  sections: ADMIN_T[region]('console.navLabel'),
  finance: ADMIN_T[region]('nav.finance'),
  title: ADMIN_T[region]('finance.title'),
  // Read with 30 days: 'many' in Polish, 'other' in English.
  revenue: ADMIN_T[region](`finance.revenue.title_${region === 'pl' ? 'many' : 'other'}`, { count: 30 }),
  showFigures: ADMIN_T[region]('finance.revenue.showFigures'),
  commission: ADMIN_T[region]('finance.commission.title'),
  percent: ADMIN_T[region]('finance.commission.percent'),
  save: ADMIN_T[region]('console.save'),
  percentError: ADMIN_T[region]('finance.commission.errors.percent', { top: '50', example: '' }),
  saved: ADMIN_T[region]('finance.commission.saved'),
  payouts: ADMIN_T[region]('finance.payouts.title'),
  payoutsFilter: ADMIN_T[region]('finance.payouts.filter'),
  failed: ADMIN_T[region]('finance.payouts.status.failed'),
  all: ADMIN_T[region]('finance.payouts.all'),
  reconciliation: ADMIN_T[region]('finance.reconciliation.title'),
  runNow: ADMIN_T[region]('finance.reconciliation.runNow'),
  reconciledOk: ADMIN_T[region]('finance.reconciliation.ok'),
  checkedAt: ADMIN_T[region]('finance.reconciliation.checkedAt', { date: '' }).trim(),
  ledger: ADMIN_T[region]('finance.ledger.title'),
  accountId: ADMIN_T[region]('finance.ledger.accountId'),
  showLedger: ADMIN_T[region]('finance.ledger.show'),
  ledgerOf: (id: number, name: string) => ADMIN_T[region]('finance.ledger.of', { id, name }),
  ledgerOrder: (id: number) => ADMIN_T[region]('finance.ledger.order', { id }),
}));

/** Minor units as the edition writes money (whole amounts without decimals), as the web app does. */
export function money(edition: Region, minor: number): string {
  const { locale, currency } = BALANCE_TEXTS[edition];
  const digits = minor % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 100);
}

/** The editions' time zones, in which the web app writes dates and times (contract REGION_SETTINGS). */
const TIME_ZONES: Record<Region, string> = { us: 'America/New_York', pl: 'Europe/Warsaw' };

/** A moment's date as the edition writes it: its own calendar, month first in the US edition. */
export function editionDate(edition: Region, at: Date, separator: '-' | '/' = '-'): string {
  return editionDateTime(edition, at, separator).slice(0, 10);
}

/** A moment's date and time as the edition writes them (`03-05-2026 14:07`), on its own clock. */
export function editionDateTime(edition: Region, at: Date, separator: '-' | '/' = '-'): string {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONES[edition],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const { type, value } of format.formatToParts(at)) parts[type] = value;
  const { year, month, day, hour, minute } = parts;
  const date = (edition === 'us' ? [month, day, year] : [day, month, year]).join(separator);
  return `${date} ${hour}:${minute}`;
}

/** The forms' proof-of-work status (decision 134). */
export const ROBOT_CHECK_TEXTS = perEdition((t) => ({ checking: t('robotCheck.checking') }));
