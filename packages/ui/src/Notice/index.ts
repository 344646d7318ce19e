export { Notice, noticeTones, noticeAnnouncements, noticeSizes } from './Notice';
export type { NoticeProps, NoticeTone } from './Notice';
