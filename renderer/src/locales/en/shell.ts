import { TEXT } from '../../../../common/spec';

export const shell = {
  loading: 'Loading',
  notFound: TEXT.notFound,
  errorTitle404: TEXT.errorTitle404,
  errorTitle: TEXT.errorTitle,
  serviceNotAvailable: TEXT.serviceNotAvailable,
  contactOperator: TEXT.contactOperator,
  refresh: TEXT.refresh,
  hotelNotSet: TEXT.hotelNotSet,
  error: 'error',
  ok: 'OK',
  close: 'Close',
  back: 'Back',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  sidebar: 'Sidebar',
  homeMenu: 'Home menu',
  footerMenu: 'Footer menu',
  version: 'Version',
  comingSoon: 'This section is coming soon',
  home: 'Home',
};
