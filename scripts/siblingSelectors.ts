/**
 * Three Semantic UI selectors rewritten to the same look without a cost Chromium pays on every element inserted or
 * removed anywhere in the console (docs/lists.md "Virtual rows", "What a scroll costs").
 *
 * When a child is inserted into or removed from a parent, Chromium takes the sibling rules its neighbours could match
 * and, unable to tell which later sibling they reach, invalidates the matching elements in the parent's whole subtree.
 * A rule whose left side is a bare element name (`tbody + tbody ...`, `input + .label`) applies to every neighbour; one
 * keyed on the `class` attribute (`[class*="right floated"] + *`) to every neighbour with a class. These three made
 * each row a virtual table mounted or dropped restyle its whole body: all its cells (`td`), all its labels (`.label`),
 * everything (`*`), about 576 elements a frame where the rows coming in are about 50.
 */
const REWRITES: { file: string; from: string; to: string }[] = [
  // the block after a right-floated one under a top-attached label: the same classes, as classes
  { file: 'label.min.css', from: '.ui.top.attached.label+[class*="right floated"]+*', to: '.ui.top.attached.label+.right.floated+*' },
  // a right label's inner corners: the label after the input is the one that is not first
  { file: 'input.min.css', from: '.ui[class*="right labeled"].input>input+.label', to: '.ui[class*="right labeled"].input>.label:not(:first-child)' },
  // a second body's first row keeps its top border: a body that is not the first one
  { file: 'table.min.css', from: '.ui.table tbody+tbody tr:first-child td', to: '.ui.table tbody:not(:first-of-type) tr:first-child td' },
];

/** `css`, the text of the Semantic UI stylesheet at `path`, with its costly sibling selectors rewritten. */
export function withCheapSiblingSelectors(css: string, path: string): string {
  let out = css;
  for (const { file, from, to } of REWRITES) {
    if (!path.endsWith(file)) continue;
    // a release that changed the selector fails the build here rather than bringing the cost back unnoticed
    if (!out.includes(from)) throw new Error(`siblingSelectors: ${file} no longer has ${from}; review scripts/siblingSelectors.ts`);
    out = out.replaceAll(from, to);
  }
  return out;
}
