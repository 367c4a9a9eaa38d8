/** A half of a compiled catalog (compile-catalog.ts): message key → compiled Lingui message. */
declare module '*.json?part=shell' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=rest' {
  const messages: Record<string, unknown>;
  export default messages;
}
/** A catalog's language, as it names itself (compile-catalog.ts). */
declare module '*.json?part=meta' {
  const language: { name: string; intl: string };
  export default language;
}
