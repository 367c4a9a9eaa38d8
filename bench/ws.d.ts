// `ws` ships no types and @types/ws is not installed: the bench only hands its class to
// Hocuspocus's provider (`WebSocketPolyfill`, typed `any` there).
declare module 'ws' {
  const WebSocket: unknown;
  export default WebSocket;
}
