import type { SectionShape } from '../../pack';

/** Russian strings of the error pages. */
export const errors: SectionShape<'errors'> = {
  titleNotFound: 'Страница не найдена',
  titleForbidden: 'Доступ запрещён',
  titleServerError: 'Что-то пошло не так',
  goneTitle: 'Эта ссылка больше не работает',
  goneMessage: 'Её владелец закрыл доступ. Попросите у него новую ссылку.',
  notFoundTitle: 'Упс! Страница исчезла',
  notFoundMessage: 'Страница не найдена',
  notFoundDetail: 'Страницы, которую вы ищете, не существует. Если вы считаете, что она должна быть, сообщите администратору.',
  serverErrorTitle: 'Упс! Нашим серверам нужен перерыв на кофе',
  serverErrorMessage: 'Страница сейчас работает со сбоями. Попробуйте ещё раз чуть позже.',
  forbiddenMessage: 'У вас нет прав на просмотр этой страницы.',
  unknownMiddleware: 'Неизвестный обработчик маршрута {name}',
  crashMessage: 'Не удалось показать страницу.',
};
