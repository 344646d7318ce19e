/** The error pages' words, as spec §2 gives them. */
export const ERROR_TEXTS = {
  404: {
    title: 'Oops! This Page Vanished',
    body: 'The page you are looking for does not exist. If you think it should, please contact the administrator.',
    detail: 'This page could not be found',
  },
  500: {
    title: 'Oops! Our Servers Need a Coffee Break',
    body: 'This page is malfunctioning right now. Please try again in a moment.',
  },
  403: {
    title: '403',
    body: 'You do not have permission to view this page.',
  },
  feedback: 'Tell us what happened',
  home: 'Back to the home page',
  back: 'Go back',
} as const;
