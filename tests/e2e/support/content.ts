import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { MenuEntry, Page, Structure } from '../../../common/api';

const REPO = resolve(import.meta.dirname, '../../..');

/** The demo content as the server serves it: tests read titles from it instead of repeating them. */
export const readStructure = (hotel: string, lang: string): Structure =>
  JSON.parse(readFileSync(resolve(REPO, `resources/hotels/${hotel}/content/struct_${lang}.json`), 'utf8')) as Structure;

export const pagesOf = (structure: Structure): Page[] => Object.values(structure.pages);

export const menuLinks = (structure: Structure): MenuEntry[] =>
  structure.menu.filter((entry) => entry.type !== 'delimiter');

export const findPage = (structure: Structure, predicate: (page: Page) => boolean): Page => {
  const page = pagesOf(structure).find(predicate);
  if (!page) throw new Error('no such page in the demo content');
  return page;
};
