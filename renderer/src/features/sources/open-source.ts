export interface OpenSourceComponent {
  /** The npm package. */
  name: string;
  /** Its SPDX licence expression, as the package declares it. */
  licence: string;
  homepage: string;
}

/** The open-source packages the guest app's code imports; `tests/services/open-source-list.test.ts` keeps this list true to package.json. */
export const OPEN_SOURCE: readonly OpenSourceComponent[] = [
  { name: 'react', licence: 'MIT', homepage: 'https://react.dev/' },
  { name: 'react-dom', licence: 'MIT', homepage: 'https://react.dev/' },
  { name: 'react-router-dom', licence: 'MIT', homepage: 'https://reactrouter.com/' },
  { name: 'zustand', licence: 'MIT', homepage: 'https://github.com/pmndrs/zustand' },
  { name: 'i18next', licence: 'MIT', homepage: 'https://www.i18next.com/' },
  { name: 'dayjs', licence: 'MIT', homepage: 'https://day.js.org/' },
  { name: 'dompurify', licence: '(MPL-2.0 OR Apache-2.0)', homepage: 'https://github.com/cure53/DOMPurify' },
  { name: 'uqr', licence: 'MIT', homepage: 'https://github.com/unjs/uqr' },
  { name: 'jssip', licence: 'MIT', homepage: 'https://jssip.net/' },
  { name: 'minisearch', licence: 'MIT', homepage: 'https://lucaong.github.io/minisearch/' },
  { name: 'signature_pad', licence: 'MIT', homepage: 'https://github.com/szimek/signature_pad' },
  { name: '@orama/stemmers', licence: 'Apache-2.0', homepage: 'https://github.com/oramasearch/orama' },
  { name: 'stopword', licence: 'MIT', homepage: 'https://github.com/fergiemcdowall/stopword' },
  { name: 'hls.js', licence: 'Apache-2.0', homepage: 'https://github.com/video-dev/hls.js' },
  { name: '@noriginmedia/norigin-spatial-navigation', licence: 'MIT', homepage: 'https://github.com/NoriginMedia/Norigin-Spatial-Navigation' },
];
