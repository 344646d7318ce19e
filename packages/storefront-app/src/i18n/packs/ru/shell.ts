import type { SectionShape } from '../../pack';

/** Russian strings of the shell section. */
export const shell: SectionShape<'shell'> = {
  titleSuffix: 'Дистрибьютор электронных компонентов',
  home: 'Главная',
  pageLoading: 'Загрузка страницы',

  footerInformation: 'Информация',
  footerServices: 'Сервисы',
  footerQuickLinks: 'Быстрые ссылки',
  linkAboutUs: 'О компании',
  linkContactUs: 'Контакты',
  linkFaqs: 'Вопросы и ответы',
  linkGlossary: 'Глоссарий',
  linkCommunity: 'Сообщество',
  linkRequestQuote: 'Запросить цену',
  linkBomTool: 'Подбор по BOM',
  linkEngineeringTools: 'Инженерные калькуляторы',
  linkHelpCentre: 'Центр поддержки',
  linkFeedback: 'Обратная связь',
  linkAllProducts: 'Все товары',
  linkManufacturers: 'Производители',
  linkHowToUse: 'Как пользоваться сайтом',
  linkShippingDelivery: 'Доставка',
  linkReturnRefund: 'Возврат и возмещение',
  linkComplaintsPolicy: 'Порядок рассмотрения жалоб',
  linkTermsConditions: 'Условия продажи',
  linkPrivacyPolicy: 'Политика конфиденциальности',
  linkCookiePolicy: 'Политика cookie',

  searchTitle: 'Поиск компонентов',
  searchLabel: 'Партномер или ключевое слово',
  searchSubmit: 'Найти',
  keywordEmpty: 'Введите ключевое слово: не менее 3 символов',
  keywordTooLong: 'Ключевое слово может содержать не более {max} символов',
};
