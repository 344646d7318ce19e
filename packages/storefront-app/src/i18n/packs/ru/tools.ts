import type { SectionShape } from '../../pack';

/** Russian strings of the tools section. */
export const tools: SectionShape<'tools'> = {
  breadcrumb: 'Калькуляторы',
  metaTitle: 'Калькуляторы и конвертеры для электроники',
  metaDescription:
    'Бесплатные инженерные калькуляторы: цветовая маркировка резисторов, ширина дорожки печатной платы, импеданс микрополосковой линии, закон Ома, делители напряжения, таймер 555, дБм и перевод единиц.',
  calculatorPageTitle: 'Калькулятор: {title}',
  indexTitle: 'Калькуляторы для электроники',
  indexLead:
    'Калькуляторы и конвертеры для повседневной работы разработчика: цветовая маркировка, делители, ширина дорожек, импедансы, таймеры и единицы измерения. Для каждой формулы указан стандарт или источник, а у каждого результата есть ссылка, которой можно поделиться.',
  filterLabel: 'Найти калькулятор',
  filterPlaceholder: 'например, резистор, импеданс, dBm',
  filterSubmit: 'Показать',
  calculatorCount_one: '{count} калькулятор',
  calculatorCount_few: '{count} калькулятора',
  calculatorCount_many: '{count} калькуляторов',
  calculatorCount_other: '{count} калькулятора',
  matchCount: 'По запросу «{query}» найдено: {shown} из {total}',
  noMatch: 'По запросу «{query}» калькуляторов не найдено.',
  showAll: 'Показать все калькуляторы',
  formula: 'Формула',
  source: 'Источник:',
  optional: '(необязательно)',
  unitOf: '{label}: единица измерения',
  choose: 'Выберите…',
  inputsOf: '{title}: исходные данные',
  calculate: 'Рассчитать',
  result: 'Результат',
  matchingParts: 'Найти резисторы {resistance} в наличии',
  matchingPartsRated: 'Найти резисторы {resistance} в наличии мощностью от {power}',
  matchingCapacitors: 'Найти керамические конденсаторы {capacitance} в наличии',
  noResult: 'Результата пока нет: исправьте отмеченные поля.',
  copyResult: 'Скопировать результат',
  copied: 'Скопировано',
  copyFailed: 'Не удалось скопировать: выделите результат и скопируйте его вручную',
};
