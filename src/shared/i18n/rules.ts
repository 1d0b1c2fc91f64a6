/**
 * A game's rules screen as keyed messages: its English catalogue of rules (`<game>.rules.<section>.title` and
 * `<game>.rules.<section>.<name>`, in reading order) becomes `RulesSection`s whose paragraphs are messages. The
 * constants a paragraph states are parameters filled from the engine's live constants, so every language
 * states the same number; inserting a paragraph adds a key and shifts none.
 *
 *   export const RULES_EN = {
 *     '<id>.rules.setup.title': 'Setup',
 *     '<id>.rules.setup.cards': 'There are {cards} cards…',
 *   } as const satisfies Catalogue;
 *   export const RULES = rulesSections('<id>', RULES_EN, lookup, { 'setup.cards': { cards: DECK_SIZE } });
 *
 * A paragraph whose parameters are a list (`[{…}, {…}]`) is written once per entry (one per creature, say).
 */
import { formatMsg, type Catalogue } from '../engine/messages.js';
import type { Msg, MsgParam, RulesSection } from '../engine/types.js';
import type { Pattern } from '../icu.js';

type Params = Record<string, MsgParam>;

/**
 * The sections of `english` (the game's rules catalogue), in its order; `lookup` renders nested messages
 * (a creature's name) in English; `params` gives each paragraph's parameters by `<section>.<name>`.
 */
export function rulesSections(game: string, english: Catalogue, lookup: (id: string) => Pattern | undefined, params: Record<string, Params | Params[]> = {}): RulesSection[] {
  const prefix = `${game}.rules.`;
  const find = (id: string): Pattern | undefined => english[id] ?? lookup(id);
  const sections: RulesSection[] = [];
  const seen = new Set<string>();
  for (const id of Object.keys(english)) {
    if (!id.startsWith(prefix)) throw new Error(`${id}: a rules message of ${game} is named ${prefix}<section>.<name>`);
    const [key, name, ...rest] = id.slice(prefix.length).split('.');
    if (!key || !name || rest.length > 0) throw new Error(`${id}: a rules message of ${game} is named ${prefix}<section>.<name>`);
    let section = sections.at(-1);
    if (section?.key !== key) {
      if (seen.has(key)) throw new Error(`${id}: the section "${key}" of ${game}'s rules is not in one piece`);
      seen.add(key);
      const titleId = `${prefix}${key}.title`;
      if (english[titleId] === undefined) throw new Error(`${game}'s rules section "${key}" has no ${titleId} (first in the section)`);
      const titleParams = params[`${key}.title`];
      if (Array.isArray(titleParams)) throw new Error(`${titleId}: a title is one message`);
      const titleMsg: Msg = titleParams ? { id: titleId, params: titleParams } : { id: titleId };
      section = { key, title: formatMsg(titleMsg, find), titleMsg, paragraphs: [], texts: [] };
      sections.push(section);
    }
    if (name === 'title') continue;
    const given = params[`${key}.${name}`];
    for (const p of Array.isArray(given) ? given : [given]) {
      const msg: Msg = p === undefined ? { id } : { id, params: p };
      section.texts!.push(msg);
      section.paragraphs.push(formatMsg(msg, find));
    }
  }
  for (const at of Object.keys(params)) if (english[`${prefix}${at}`] === undefined) throw new Error(`${game}'s rules have parameters for ${at}, which is not among them`);
  return sections;
}
