import type { SectionShape } from '../../pack';

// Russian for the kit's components; the keys are the kit's own label keys.
const topBar = {
  topBar: 'Инструменты сайта',
  bomTool: 'Подбор по BOM',
  phone: 'Телефон',
  email: 'Эл. почта',
};

const megaMenu = {
  showAll: 'Показать все',
  noData: 'Нет данных',
  loading: 'Загрузка категорий…',
  linecard: 'Производители A–Z',
  featuredBrands: 'Ведущие бренды',
};

const suggestionPanel = {
  suggestions: 'Подсказки поиска',
  history: 'История поиска',
  hot: 'Популярные запросы',
  products: 'Товары',
  categories: 'Категории',
  manufacturers: 'Производители',
  clearHistory: 'Очистить историю',
  loading: 'Загрузка подсказок…',
};

export const kitTopBar: SectionShape<'kitTopBar'> = topBar;

export const kitHeader: SectionShape<'kitHeader'> = {
  ...topBar,
  home: '{brand} — главная',
  greeting: 'Здравствуйте, {userName}',
  myAccount: 'Мой кабинет',
  signIn: 'Войти',
  register: 'Регистрация',
  myCart: 'Моя корзина',
  cartItems: 'Товаров: {count}',
  menu: 'Меню',
  requestQuote: 'Запросить цену',
  orderHistory: 'История заказов',
  myAddress: 'Мои адреса',
  rfqHistory: 'История запросов цен',
  favourites: 'Избранное',
  changePassword: 'Сменить пароль',
  logOut: 'Выйти',
};

export const kitMegaMenu: SectionShape<'kitMegaMenu'> = megaMenu;

export const kitMainNav: SectionShape<'kitMainNav'> = {
  ...megaMenu,
  nav: 'Главное меню',
  allProducts: 'Все товары',
  manufacturers: 'Производители',
  requestQuote: 'Запросить цену',
  community: 'Сообщество',
  tools: 'Калькуляторы',
  aboutUs: 'О компании',
  account: 'Кабинет',
  signIn: 'Войти',
  logOut: 'Выйти',
  closeMenu: 'Закрыть меню',
};

export const kitFooter: SectionShape<'kitFooter'> = {
  newsletterTitle: 'Подпишитесь на рассылку',
  newsletterText: 'Новые компоненты, снижение цен и инженерные статьи — раз в месяц.',
  emailLabel: 'Адрес эл. почты',
  emailPlaceholder: 'Введите адрес эл. почты',
  subscribe: 'Подписаться',
  invalidEmail: 'Укажите корректный адрес электронной почты',
  contactTitle: 'Контакты',
  phone: 'Телефон',
  email: 'Эл. почта',
  followUs: 'Мы в соцсетях',
  shipping: 'Службы доставки',
  payment: 'Способы оплаты',
  legal: 'Правовая информация',
  wireTransfer: 'Банковский перевод',
  copyright: '© {year} {brand}. Все права защищены.',
};

export const kitSidebar: SectionShape<'kitSidebar'> = {
  sidebar: 'Быстрый доступ',
  toggle: 'Боковая панель',
  contact: 'Связаться с нами',
  account: 'Мой кабинет',
  rfq: 'Запросить цену',
  cart: 'Корзина',
  compare: 'Сравнение',
  recent: 'Недавно просмотренные',
  backToTop: 'Наверх',
  close: 'Закрыть боковую панель',
  sections: 'Разделы',
  viewCart: 'Перейти в корзину',
  compareNow: 'Сравнить',
  remove: 'Удалить {partNo}',
  count: 'Товаров: {count}',
  showingOf: 'Показано {shown} из {count}',
  quantityTimesPrice: '{qty} × {price}',
  cartEmpty: 'Корзина пуста',
  compareEmpty: 'Нет товаров для сравнения',
  recentEmpty: 'Вы ещё ничего не смотрели',
  loading: 'Загрузка…',
};

export const kitCookieNotice: SectionShape<'kitCookieNotice'> = {
  title: 'Мы используем cookie',
  message:
    'Cookie нужны, чтобы вы оставались в системе, чтобы сохранялись корзина, язык и валюта и чтобы мы понимали, как используется сайт.',
  policy: 'Политика cookie',
  accept: 'Принять cookie',
  reject: 'Отклонить все',
};

export const kitRegionPicker: SectionShape<'kitRegionPicker'> = {
  trigger: 'Язык и валюта',
  language: 'Язык',
  currency: 'Валюта',
  note: 'Цены пересчитываются по обменному курсу и приводятся для справки.',
  save: 'Сохранить',
};

export const kitLanguagePicker: SectionShape<'kitLanguagePicker'> = {
  trigger: 'Язык',
};

export const kitSuggestionPanel: SectionShape<'kitSuggestionPanel'> = suggestionPanel;

export const kitSearchBox: SectionShape<'kitSearchBox'> = {
  ...suggestionPanel,
  input: 'Поиск компонентов',
  placeholder: 'Партномер или ключевое слово',
  submit: 'Найти',
  keywordEmpty: 'Введите ключевое слово: не менее 3 символов',
};

export const kitDefaultLayout: SectionShape<'kitDefaultLayout'> = {
  skipToContent: 'Перейти к содержимому',
};

export const kitErrorView: SectionShape<'kitErrorView'> = {
  home: 'На главную',
  feedbackPrompt: 'Что-то не так?',
  feedback: 'Напишите нам',
};

export const kitFavouriteToggle: SectionShape<'kitFavouriteToggle'> = {
  toggle: 'В избранное: {partNo}',
};
