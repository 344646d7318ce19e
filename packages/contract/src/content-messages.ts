// The content API's messages: the server answers with them and the English pack is built from them.
// Kept apart from the schemas, so the language packs can spread them without loading zod.
export const CONTENT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Name must be at most 80 characters.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: 'Subject must be at most 120 characters.',
  messageTooShort: 'Please write your message (at least 10 characters).',
  messageTooLong: 'Your message must be at most 5,000 characters.',
  ratingRequired: 'Please choose a rating from 1 to 5.',
  commentTooLong: 'Your comment must be at most 2,000 characters.',
  contactSent: 'Thank you. Your message has reached our customer service team; we answer within one working day.',
  feedbackSent: 'Thank you for your feedback. We read every comment.',
  tooManyMessages: 'You have sent several messages in a short time. Please wait ten minutes and try again.',
  keywordTooLong: 'Search words must be at most 100 characters.',
  articleNotFound: 'This article could not be found',
  pageNotFound: 'This page could not be found',
} as const;
