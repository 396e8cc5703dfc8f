// Two gaps of happy-dom that DOMPurify (the goods description's sanitiser, safe-html.tsx) trips
// over, filled as browsers behave:
// - it reads names through Node.prototype's nodeName getter (clobbering-proof); happy-dom answers
//   '' there (its subclasses override the getter), so every node would look unknown;
// - happy-dom's NodeIterator stops at a node removed under it; browsers carry on.
// DOMPurify takes both from the window when its module is first evaluated, and the files of a
// worker share their modules (vitest.config.ts): filled here, before any file of the worker
// loads it, rather than in the sanitiser's own test, which another file may follow.
// Nothing else of the console or its libraries uses a NodeIterator.

/** Marks a window's Node.prototype once its gaps are filled (the setup runs again for each file). */
const FILLED = Symbol.for('retail.test.happyDomGapsFilled');

const fill = () => {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')?.get;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype;) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (own) return own.call(this);
        proto = Object.getPrototypeOf(proto);
      }
      return base?.call(this);
    },
  });
  const snapshot = function (root: Node, whatToShow = 0xffffffff) {
    const nodes: Node[] = [];
    const walk = (node: Node) => {
      if (whatToShow & (1 << (node.nodeType - 1))) nodes.push(node);
      node.childNodes.forEach(walk);
    };
    walk(root);
    let at = 0;
    return { nextNode: () => nodes[at++] ?? null } as unknown as NodeIterator;
  };
  // The sanitiser parses into a template's document, whose class owns its own iterator.
  const owner = document.createElement('template').content.ownerDocument;
  for (const doc of [document, owner])
    for (let proto = Object.getPrototypeOf(doc); proto; proto = Object.getPrototypeOf(proto))
      if (Object.hasOwn(proto, 'createNodeIterator')) proto.createNodeIterator = snapshot;
};

if (typeof Node !== 'undefined' && !Object.hasOwn(Node.prototype, FILLED)) {
  fill();
  Object.defineProperty(Node.prototype, FILLED, { value: true });
}
