import { useI18n } from './use-t';
import { englishSectionsLoaded } from './load';
import type { SectionName, TranslationKey } from './pack';
import type { Params, Translator } from './translator';

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
 * English in a pack, so the page can show it in the reader's language (docs/decisions.md,
 * "Languages: API messages"). When several sections hold the same English, the first of `prefer`
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

/** An English message from the API in the reader's language; a text no pack knows stays as it came. */
export function translateMessage(i18n: Pick<Translator, 't'>, message: string, prefer: readonly SectionName[] = []): string {
  const found = messageKeyOf(message, prefer);
  return found ? i18n.t(found.key, found.params) : message;
}

/** `const tm = useMessageText(['sourcing']); tm(result.error)`: API and validation messages in the reader's language. */
export function useMessageText(prefer: readonly SectionName[] = []): (message: string) => string {
  const i18n = useI18n();
  return (message) => translateMessage(i18n, message, prefer);
}
