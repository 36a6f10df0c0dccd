// lucide ships each icon's node as its own ES module without types of its own.
declare module 'lucide/dist/esm/icons/*.mjs' {
  const node: import('lucide').IconNode;
  export default node;
}
