/** A half of a compiled catalog (compile-catalog.ts): message key → compiled Lingui message. */
declare module '*.json?part=shell' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=rest' {
  const messages: Record<string, unknown>;
  export default messages;
}
