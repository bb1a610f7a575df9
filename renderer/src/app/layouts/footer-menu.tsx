import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { MenuList } from '@renderer/features/content';
import { useT } from '@renderer/lib/i18n';

type Overflow = { before: boolean; after: boolean };

/** Which ends of a horizontal scroller hide items; right to left, scrollLeft runs from 0 down to negative. */
export function overflowOf(list: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): Overflow {
  const travelled = Math.abs(list.scrollLeft);
  const room = list.scrollWidth - list.clientWidth;
  return { before: travelled > 1, after: travelled < room - 1 };
}

/**
 * The tablet's footer menu. When its items do not fit, the hidden end fades out and a button scrolls on by most of
 * a screen, so a guest sees there is more (and a D-pad or a mouse can reach it).
 */
export function FooterMenu(props: ComponentProps<typeof MenuList>) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });
  const list = () => box.current?.querySelector<HTMLElement>('.menu-list') ?? null;

  const measure = useCallback(() => {
    const scroller = box.current?.querySelector<HTMLElement>('.menu-list');
    if (!scroller) return;
    const next = overflowOf(scroller);
    setOverflow((now) => (now.before === next.before && now.after === next.after ? now : next));
  }, []);

  useEffect(() => {
    const footer = box.current;
    const scroller = footer?.querySelector<HTMLElement>('.menu-list');
    const layout = footer?.parentElement;
    if (!footer || !scroller || !layout) return;
    // What sticks to the bottom of a page (a product's Add to cart) stays above the footer: --footer-h is its height.
    const place = () => {
      measure();
      layout.style.setProperty('--footer-h', `${footer.offsetHeight}px`);
    };
    place();
    scroller.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(place);
    resize.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', measure);
      resize.disconnect();
      layout.style.removeProperty('--footer-h');
    };
  }, [measure, props.entries]);

  const scroll = (forward: boolean) => {
    const scroller = list();
    if (!scroller) return;
    const rtl = getComputedStyle(scroller).direction === 'rtl';
    scroller.scrollBy({ left: (forward !== rtl ? 1 : -1) * scroller.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <div ref={box} className="footer-wrap" data-more-before={overflow.before} data-more-after={overflow.after}>
      <MenuList {...props} />
      {overflow.before ? (
        <button type="button" className="footer-more footer-more-before" aria-label={t('shell.menuBackward')} onClick={() => scroll(false)}>
          <span aria-hidden="true">‹</span>
        </button>
      ) : null}
      {overflow.after ? (
        <button type="button" className="footer-more footer-more-after" aria-label={t('shell.menuForward')} onClick={() => scroll(true)}>
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
    </div>
  );
}
