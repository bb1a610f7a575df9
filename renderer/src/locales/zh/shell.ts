import type { PartialDictionary } from '../types';

export const shell: NonNullable<PartialDictionary['shell']> = {
  loading: '加载中',
  error: '错误',
  ok: '确定',
  close: '关闭',
  back: '返回',
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  sidebar: '侧边栏',
  homeMenu: '主菜单',
  footerMenu: '底部菜单',
  version: '版本',
  comingSoon: '此功能即将推出',
  home: '首页',
  notFound: '找不到此页面',
  errorTitle404: '404 未找到',
  errorTitle: '发生错误',
  serviceNotAvailable: '服务不可用',
  contactOperator: '如需帮助，请联系前台',
  refresh: '刷新',
  hotelNotSet: '未设置酒店',
};
