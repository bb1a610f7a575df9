import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page, Structure } from '@common/api';
import { AudienceProvider } from './audience';
import type { Audience } from './filters';
import { PageView } from './components/page-view';
import { PageActionsProvider } from './page-actions';
import { HomeMenu } from './home-menu';
import { useContentStore } from './store';
import { useViewerStore } from '@renderer/features/overlays';

const page = (p: Partial<Page> & Pick<Page, 'id' | 'type'>): Page => ({ parentId: 0, title: `p${p.id}`, ...p });

const structure: Structure = {
  pages: {
    id_10: page({ id: 10, type: 'page', title: 'About', text: '<p onclick="x()">Welcome</p><script>alert(1)</script>' }),
    id_11: page({ id: 11, type: 'page', parentId: 10, title: 'History' }),
    id_12: page({ id: 12, type: 'page', parentId: 10, title: 'Secret', groups: ['vip'] }),
    id_20: page({ id: 20, type: 'shop', title: 'Restaurant', shopId: 1 }),
    id_21: page({ id: 21, type: 'page', parentId: 20, title: 'Breakfast' }),
    id_211: page({ id: 211, type: 'shopProduct', parentId: 21, title: 'Pancakes', cost: 1234.5 }),
    id_22: page({ id: 22, type: 'page', parentId: 20, title: 'Drinks' }),
    id_221: page({ id: 221, type: 'shopProduct', parentId: 22, title: 'Lemonade', cost: 4 }),
    id_70: page({ id: 70, type: 'rcu', title: 'Room control' }),
    id_60: page({ id: 60, type: 'wakeup', title: 'Wake-up call' }),
    id_13: page({ id: 13, type: 'page', title: 'Lobby', image: '/m/lobby.svg', text: '<p>Hi</p><img src="/m/lobby.svg" alt="The lobby"><p><a href="/m/rules.pdf">House rules (PDF)</a></p>' }),
    id_14: page({ id: 14, type: 'page', title: 'Rooms', image: '/m/room.svg', text: '<p>Our rooms</p>' }),
    id_30: page({ id: 30, type: 'service', title: 'Spa', serviceId: 5, cost: 45, slots: true, buttonName: 'Book a massage', text: '<p>Massage</p>' }),
    id_40: page({ id: 40, type: 'gallery', title: 'Gallery', items: [{ image: '/m/pool.svg', title: 'The pool' }, '/m/spa.svg'] }),
  },
  menu: [
    { id: 1, key: 'hotel', type: 'delimiter', title: 'Hotel' },
    { id: 2, key: 'about', link: '10', title: 'About the hotel' },
    { id: 3, key: 'vip', link: '12', title: 'VIP lounge', groups: ['vip'] },
    { id: 4, key: 'tablet', link: '11', title: 'Tablet guide', devices: ['tablet'] },
    { id: 5, key: 'room', type: 'delimiter', title: 'Room' },
    { id: 6, key: 'radio', link: 'radio', title: 'Radio' },
  ],
  config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' } },
};

const phoneGuest: Audience = { device: 'phone', groups: [] };

function renderWith(ui: ReactNode, audience: Audience = phoneGuest) {
  return render(
    <MemoryRouter>
      <AudienceProvider {...audience}>{ui}</AudienceProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => useContentStore.getState().setContent('demo-137', structure, null));

describe('HomeMenu', () => {
  it('renders a link per visible entry (a page as a modal over home on a phone) and delimiters as separators', () => {
    renderWith(<HomeMenu />);
    const nav = screen.getByRole('navigation', { name: 'Home menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['About the hotel', '/?modalType=page&modalId=10'],
      ['Radio', '/radio'],
    ]);
    expect(within(nav).getAllByRole('separator')).toHaveLength(2);
  });

  it("draws icons named through the hotel's icon library, and icons given by address", () => {
    useContentStore.getState().setContent('demo-137', { ...structure, menu: [
      { id: 1, key: 'about', link: '10', title: 'About', icon: 'info' },
      { id: 2, key: 'radio', link: 'radio', title: 'Radio', icon: '/media/radio.svg' },
      { id: 3, key: 'history', link: '11', title: 'History', icon: 'unknown' },
    ] }, null);
    useContentStore.getState().setMedia({ icons: [{ name: 'info', src: '/content/demo-137/media/ic-info.svg' }] });
    const { container } = renderWith(<HomeMenu />);
    const icons = [...container.querySelectorAll('img.menu-icon')].map((img) => img.getAttribute('src'));
    expect(icons).toEqual(['/content/demo-137/media/ic-info.svg', '/media/radio.svg']);
    useContentStore.getState().setMedia({ icons: [] });
  });

  it('shows grouped and tablet entries only to their audience', () => {
    renderWith(<HomeMenu />, { device: 'tablet', groups: ['vip'] });
    const names = within(screen.getByRole('navigation', { name: 'Home menu' }))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['About the hotel', 'VIP lounge', 'Tablet guide', 'Radio']);
  });
});

describe('PageView', () => {
  it('renders sanitised hotel HTML and links to visible children only', () => {
    const { container } = renderWith(<PageView id={10} />);
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeDefined();
    expect(screen.getByText('Welcome').getAttribute('onclick')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/page/11');
    expect(screen.queryByRole('link', { name: 'Secret' })).toBeNull();
  });

  it("shows a shop's hours, categories and products priced in the hotel's currency", () => {
    useContentStore.getState().setContent('demo-137', structure, { shops: { '1': { id: 1, title: 'Restaurant', pageId: 20, workingHours: '22:00-04:00' } } });
    renderWith(<PageView id={20} />);
    expect(screen.getByText('Open 22:00–04:00')).toBeDefined();
    const category = screen.getByRole('region', { name: 'Breakfast' });
    expect(within(category).getByRole('heading', { name: 'Pancakes' })).toBeDefined();
    expect(within(category).getByText('1.234,50 €')).toBeDefined();
  });

  it("draws an rcu page's controls with what the app hands in (room control sits above content)", () => {
    const RoomControls = ({ page }: { page: Page }) => <p>controls of {page.title}</p>;
    renderWith(
      <PageActionsProvider value={{ RoomControls }}>
        <PageView id={70} />
      </PageActionsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Room control' })).toBeDefined();
    expect(screen.getByText('controls of Room control')).toBeDefined();
  });

  it('takes a page of the wake-up type to the wake-up screen', () => {
    function Where() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/page/60']}>
        <Routes>
          <Route path="/page/:id" element={<PageView id={60} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/wake-up');
  });

  it("opens a shop at the category the page query names (category=)", () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(
      <MemoryRouter initialEntries={['/page/20?category=22']}>
        <AudienceProvider {...phoneGuest}>
          <PageView id={20} />
        </AudienceProvider>
      </MemoryRouter>,
    );
    const drinks = screen.getByRole('region', { name: 'Drinks' });
    expect(drinks.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('region', { name: 'Breakfast' }).getAttribute('aria-current')).toBeNull();
    expect(scrolled.mock.contexts).toEqual([drinks]);
  });

  it('does not show a grouped page to a guest outside the group', () => {
    renderWith(<PageView id={12} />);
    expect(screen.queryByRole('heading', { name: 'Secret' })).toBeNull();
    expect(screen.getByText('This page is not available')).toBeDefined();
  });

  it('shows a cover picture once, even when the page text shows it too', () => {
    const { container } = renderWith(<PageView id={13} />);
    expect(container.querySelectorAll('img[src="/m/lobby.svg"]')).toHaveLength(1);
    renderWith(<PageView id={14} />);
    expect(container.ownerDocument.querySelectorAll('img[src="/m/room.svg"]')).toHaveLength(1);
  });

  it('opens a PDF link in the in-app viewer on a phone, never leaving the app', () => {
    useViewerStore.getState().close();
    renderWith(<PageView id={13} />);
    const link = screen.getByRole('link', { name: 'House rules (PDF)' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(useViewerStore.getState().url).toBe(`https://docs.google.com/viewer?embedded=true&url=${encodeURIComponent(`${location.origin}/m/rules.pdf`)}`);
  });
});

describe('GalleryView', () => {
  it('captions each picture and shows one full screen, moving on and closing by Escape', async () => {
    renderWith(<PageView id={40} />);
    const gallery = screen.getByRole('list', { name: 'Gallery' });
    expect(within(gallery).getByText('The pool').tagName).toBe('FIGCAPTION');
    fireEvent.click(within(gallery).getByRole('button', { name: 'The pool' }));
    const full = await screen.findByRole('dialog', { name: 'The pool' });
    expect(within(full).getByText('Picture 1 of 2')).toBeDefined();
    fireEvent.click(within(full).getByRole('button', { name: 'Next' }));
    expect(within(screen.getByTestId('lightbox')).getByText('Picture 2 of 2')).toBeDefined();
    fireEvent.keyDown(screen.getByTestId('lightbox'), { key: 'Escape' });
    expect(screen.queryByTestId('lightbox')).toBeNull();
  });

  it('offers a slot-booked service one way to book: its slots screen, and no cart Book button', async () => {
    renderWith(<PageView id={30} />);
    expect(screen.getByRole('link', { name: 'Book a massage' }).getAttribute('href')).toBe('/slots/30');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Book/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Book|time/ })).toHaveLength(1);
  });
});
