/**
 * What the catalogue tests compare between languages: the ICU arguments a pattern uses (a language may
 * pluralise on a value English only prints, but may neither drop nor invent one), and that every select has
 * an `other` branch.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The names of the arguments a pattern uses, sorted. */
export function argumentsOf(pattern: string | MessageFormatElement[]): string[] {
  const out = new Set<string>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.argument) out.add(el.value);
      else if (el.type === TYPE.number) out.add(el.value);
      else if (el.type === TYPE.plural) { out.add(el.value); Object.values(el.options).forEach((o) => walk(o.value)); }
      else if (el.type === TYPE.select) { out.add(el.value); Object.values(el.options).forEach((o) => walk(o.value)); }
    }
  };
  walk(typeof pattern === 'string' ? parse(pattern, { ignoreTag: true }) : pattern);
  return [...out].sort();
}

/** Ids of a catalogue whose plurals or selects lack an `other` branch. */
export function withoutOther(catalogue: Readonly<Record<string, string>>): string[] {
  const bad: string[] = [];
  for (const [id, pattern] of Object.entries(catalogue)) {
    const walk = (els: MessageFormatElement[]): boolean => els.some((el) =>
      (el.type === TYPE.select || el.type === TYPE.plural) && (!('other' in el.options) || Object.values(el.options).some((o) => walk(o.value))));
    if (walk(parse(pattern, { ignoreTag: true }))) bad.push(id);
  }
  return bad;
}
