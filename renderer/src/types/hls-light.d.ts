// hls.js ships the light build without its own declarations: it is the same API, less the features we do not use.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
