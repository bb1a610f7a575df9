import { HEADER_LOGO_EXTRA_PX, HEADER_SUBSTRATE_PX, TABLET_LOGO_HEIGHT_PX } from '@common/spec';

/** Part 1 §2: the header substrate is 67 px, or the logo height plus 40 on home. */
export const headerSubstratePx = (isHome: boolean, logoHeight: number | undefined): number =>
  isHome && logoHeight ? logoHeight + HEADER_LOGO_EXTRA_PX : HEADER_SUBSTRATE_PX;

/** The burger is hidden in basic mode, and on the hotels list while logged out. */
export const burgerHidden = (basicMode: boolean, onHotelsList: boolean, loggedIn: boolean): boolean =>
  basicMode || (onHotelsList && !loggedIn);

/** Tablet header logo height: the config's, default 25. */
export const tabletLogoHeightPx = (configured: number | undefined): number =>
  configured && configured > 0 ? configured : TABLET_LOGO_HEIGHT_PX;
