import { useI18n } from './use-t';
import { englishSectionsLoaded } from './load';
import type { SectionName, TranslationKey } from './pack';
import type { Params, PluralKey, Translator } from './translator';
import { listSeparatorOf, type MessageCode, type MessageParams, type MessageRef } from '@ferrite/contract/message-codes';
import { numberFormat } from '@ferrite/contract/number-format';

let keysByEnglish: Map<string, TranslationKey[]> | undefined;
let templates: { pattern: RegExp; names: string[]; key: TranslationKey }[] | undefined;
/** Which load of English sections the index was built from: pages bring in their sections later. */
let indexedVersion = -1;

// Entries with placeholders are matched as patterns only when enough fixed text surrounds them:
// '{count} pieces' is too loose to recognise a sentence by.
const MIN_FIXED_CHARACTERS = 8;

function index(): void {
  const { sections, version } = englishSectionsLoaded();
  indexedVersion = version;
  keysByEnglish = new Map();
  templates = [];
  for (const [section, entries] of Object.entries(sections as unknown as Record<string, Record<string, string>>)) {
    for (const [entry, text] of Object.entries(entries)) {
      const key = `${section}.${entry}` as TranslationKey;
      const keys = keysByEnglish.get(text);
      if (keys) keys.push(key);
      else keysByEnglish.set(text, [key]);
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      if (names.length === 0 || text.replace(/\{\w+\}/g, '').length < MIN_FIXED_CHARACTERS) continue;
      const source = text
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.+?)');
      templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, key });
    }
  }
}

/**
 * The pack entry whose English text is `message`, with the values of its placeholders when the
 * message was made from a template ('Part chosen for line {line}.'). The API answers in English
 * (its contract modules hold the texts); each text a page shows has an entry with the same
 * English in a pack, so the page can show it in the reader's language (docs/decisions/
 * languages-api-messages.md). When several sections hold the same English, the first of `prefer`
 * that does wins, so a page speaks with its own section's words.
 */
export function messageKeyOf(message: string, prefer: readonly SectionName[] = []): { key: TranslationKey; params?: Params } | undefined {
  if (!keysByEnglish || !templates || indexedVersion !== englishSectionsLoaded().version) index();
  const keys = keysByEnglish!.get(message);
  if (keys) {
    for (const section of prefer) {
      const own = keys.find((key) => key.startsWith(`${section}.`));
      if (own) return { key: own };
    }
    return { key: keys[0]! };
  }
  for (const template of templates!) {
    const match = template.pattern.exec(message);
    if (match) return { key: template.key, params: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const ENGLISH_COUNT = /^\d{1,3}(,\d{3})*$|^\d+$/;

/**
 * An English message from the API in the reader's language; a text no pack knows stays as it came.
 * A plural entry matched by its English ('3 designators') is worded by the reader's plural rule for
 * the count it carries, not by the English form that happened to match.
 */
export function translateMessage(
  i18n: Pick<Translator, 't'> & Partial<Pick<Translator, 'plural'>>,
  message: string,
  prefer: readonly SectionName[] = [],
): string {
  const found = messageKeyOf(message, prefer);
  if (!found) return message;
  const count = found.params?.count;
  if (i18n.plural && PLURAL_FORM.test(found.key) && typeof count === 'string' && ENGLISH_COUNT.test(count)) {
    // plural() writes the count the reader's way; the English digits must not overwrite it.
    const others = Object.fromEntries(Object.entries(found.params!).filter(([name]) => name !== 'count'));
    return i18n.plural(found.key.replace(PLURAL_FORM, '') as PluralKey, Number(count.replace(/,/g, '')), others);
  }
  return i18n.t(found.key, found.params);
}

/** An API message as the envelope gave it: the English, and for a composed one its code and values. */
export interface ApiText {
  message: string;
  messageCode?: MessageCode | string | undefined;
  messageParams?: MessageParams | undefined;
}

const hasPluralForms = (code: MessageCode) => {
  const [section, entry] = code.split('.') as [string, string];
  // The page that shows a message has loaded its section (English always comes with it).
  const sections = englishSectionsLoaded().sections as unknown as Record<string, Record<string, string>>;
  return `${entry}_other` in (sections[section] ?? {});
};

/**
 * A composed API message (contract/message-codes.ts) from the reader's pack: its code is the
 * entry's key; numbers are written the reader's way, a `count` picks the plural form, and a list
 * of messages is each of them, joined.
 */
export function composedMessageText(i18n: Pick<Translator, 't' | 'plural' | 'locale'>, ref: MessageRef): string {
  const params: Params = {};
  for (const [name, value] of Object.entries(ref.params)) {
    if (typeof value === 'number') params[name] = numberFormat(i18n.locale).format(value);
    else if (typeof value === 'string') params[name] = value;
    else params[name] = value.map((item) => composedMessageText(i18n, item)).join(listSeparatorOf(ref.code));
  }
  const count = ref.params.count;
  if (typeof count === 'number' && hasPluralForms(ref.code)) return i18n.plural(ref.code as PluralKey, count, params);
  return i18n.t(ref.code as TranslationKey, params);
}

/**
 * Whether a code names an entry of the English sections loaded (one per page part, English always
 * among them): then the reader's pack can word it; else the English `message` is shown. Asked of
 * the loaded packs rather than of the contract's table of codes, whose English sentences the
 * browser never needs (they are the server's, and would weigh on every first load).
 */
function isWordable(code: unknown): code is MessageCode {
  if (typeof code !== 'string') return false;
  const [section, entry, extra] = code.split('.');
  if (!section || !entry || extra !== undefined) return false;
  const sections = englishSectionsLoaded().sections as unknown as Record<string, Record<string, string> | undefined>;
  const found = sections[section];
  return found !== undefined && (Object.hasOwn(found, entry) || Object.hasOwn(found, `${entry}_other`));
}

/** The ref an API text carries, when its code is one this page can word. */
export function messageRefOf(text: ApiText): MessageRef | undefined {
  return isWordable(text.messageCode) && text.messageParams ? { code: text.messageCode, params: text.messageParams } : undefined;
}

/**
 * An API message in the reader's language: a composed one by its code and values, else by its
 * English text (messageKeyOf), else as it came.
 */
export function apiMessageText(
  i18n: Pick<Translator, 't' | 'plural' | 'locale'>,
  text: string | ApiText,
  prefer: readonly SectionName[] = [],
): string {
  const answer = typeof text === 'string' ? { message: text } : text;
  const ref = messageRefOf(answer);
  return ref ? composedMessageText(i18n, ref) : translateMessage(i18n, answer.message, prefer);
}

/** `const tm = useMessageText(['sourcing']); tm(result.error)`: API and validation messages in the reader's language. */
export function useMessageText(prefer: readonly SectionName[] = []): (message: string | ApiText) => string {
  const i18n = useI18n();
  return (message) => apiMessageText(i18n, message, prefer);
}
