import { useT } from '@renderer/lib/i18n';
import { useVisibleMenu } from './audience';
import { MenuList } from './menu-list';

export function HomeMenu() {
  const t = useT();
  const entries = useVisibleMenu();
  return <MenuList label={t('shell.homeMenu')} entries={entries} className="home-menu" testId="home-menu" />;
}
