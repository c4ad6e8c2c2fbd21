/**
 * The placeholder names a catalogue template uses, sorted and unique: `{name}` and the number of a
 * `{count, plural, …}`, plus the placeholders inside each plural form.
 */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  collect(template, names);
  return [...names].sort();
}

function collect(template: string, names: Set<string>): void {
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) return;
    let depth = 0;
    let close = -1;
    for (let j = open; j < template.length; j++) {
      if (template[j] === '{') depth++;
      else if (template[j] === '}' && --depth === 0) {
        close = j;
        break;
      }
    }
    if (close < 0) return;
    const inner = template.slice(open + 1, close);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    if (plural) {
      names.add(plural[1]!);
      for (const form of plural[2]!.matchAll(/(?:=\d+|\w+)\s*\{/g)) {
        // The form's body: from its `{` to the matching `}`.
        const start = form.index! + form[0].length - 1;
        let d = 0;
        for (let k = start; k < plural[2]!.length; k++) {
          if (plural[2]![k] === '{') d++;
          else if (plural[2]![k] === '}' && --d === 0) {
            collect(plural[2]!.slice(start + 1, k), names);
            break;
          }
        }
      }
    } else if (/^\w+$/.test(inner)) {
      names.add(inner);
    }
    i = close + 1;
  }
}
