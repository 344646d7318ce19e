export { Notice, noticeTones, noticeAnnouncements } from './Notice';
export type { NoticeProps, NoticeTone } from './Notice';
