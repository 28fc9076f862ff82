import type { Element, ElementContent, Root, RootContent } from 'hast';

type Node = Root | RootContent;

/** The tag of an element, undefined for text and other nodes (no type guard: nothing is narrowed away). */
const tagOf = (node: Node) => (node.type === 'element' ? node.tagName : undefined);

const childrenOf = (node: Node): Node[] => ('children' in node ? (node.children as Node[]) : []);

const textOf = (node: Node): string =>
  'value' in node && typeof node.value === 'string' ? node.value : childrenOf(node).map(textOf).join('');

/** « Éditeur du service » → `editeur-du-service`. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Headers for screen readers: `scope="col"` on the head row, the first cell of each body row a row header. */
function markTableHeaders(node: Node) {
  const tag = tagOf(node);
  if (tag !== 'thead' && tag !== 'tbody') {
    for (const child of childrenOf(node)) markTableHeaders(child);
    return;
  }
  for (const row of childrenOf(node)) {
    const cells = childrenOf(row).filter((cell): cell is Element => cell.type === 'element');
    if (tag === 'thead') for (const cell of cells) cell.properties.scope = 'col';
    else if (cells[0]) Object.assign(cells[0], { tagName: 'th', properties: { ...cells[0].properties, scope: 'row' } });
  }
}

const element = (tagName: string, properties: Element['properties'], children: RootContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children: children as ElementContent[],
});

/**
 * Gives a legal page written in plain Markdown the shape of a document: what comes before the
 * first `##` is its <header>; each `##` opens a <section> labelled by that heading; a `---` ends
 * the last section (what follows, the date of the last update, stands after the sections).
 */
export function rehypeLegalLayout() {
  return (tree: Root) => {
    const header: RootContent[] = [];
    const body: RootContent[] = [];
    let section: Element | null = null;
    let afterSections = false;
    for (const node of tree.children) {
      if (tagOf(node) === 'h2') {
        const id = slug(textOf(node));
        (node as Element).properties.id = id;
        section = element('section', { ariaLabelledBy: [id] }, [node]);
        body.push(section);
      } else if (tagOf(node) === 'hr') {
        section = null;
        afterSections = true;
      } else if (section) {
        section.children.push(node as ElementContent);
      } else if (body.length === 0 && !afterSections) {
        header.push(node);
      } else {
        body.push(node);
      }
    }
    tree.children = [element('header', {}, header), ...body];
    markTableHeaders(tree);
  };
}
