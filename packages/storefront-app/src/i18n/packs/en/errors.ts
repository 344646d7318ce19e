/** English strings of the error pages (docs/product.md §8 texts word for word). */
export const errors = {
  titleNotFound: 'Page not found',
  titleForbidden: 'Forbidden',
  titleServerError: 'Something went wrong',
  /** Spec §2 error pages. */
  goneTitle: 'This link no longer works',
  goneMessage: 'Its owner withdrew it. Ask them for a new link.',
  notFoundTitle: 'Oops! This Page Vanished',
  notFoundMessage: 'This page could not be found',
  notFoundDetail: 'The page you are looking for does not exist. If you think it should, please contact the administrator.',
  serverErrorTitle: 'Oops! Our Servers Need a Coffee Break',
  serverErrorMessage: 'This page is malfunctioning right now. Please try again in a moment.',
  forbiddenMessage: 'You do not have permission to view this page.',
  /** Spec §8: a route names a page-level middleware that does not exist. */
  unknownMiddleware: 'Unknown middleware {name}',
  /** The error page itself failed and gave no message. */
  crashMessage: 'The page could not be shown.',
};
